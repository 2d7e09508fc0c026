import { pageDeclaresFont } from './pageDeclaresFont';

/**
 * Brand fonts ship from npm (@fontsource), never from a font CDN. Each is its own lazy chunk so
 * a page downloads only the font of the brand it is shown under; a font's three weights share
 * one chunk (the chunk name), so the style-loader runtime ships once rather than three times.
 */
const FONT_LOADERS: Record<string, () => Promise<unknown>> = {
  Inter: () =>
    Promise.all([
      import(/* webpackChunkName: "font-inter" */ '@fontsource/inter/latin-400.css'),
      import(/* webpackChunkName: "font-inter" */ '@fontsource/inter/latin-600.css'),
      import(/* webpackChunkName: "font-inter" */ '@fontsource/inter/latin-700.css'),
    ]),
  Poppins: () =>
    Promise.all([
      import(/* webpackChunkName: "font-poppins" */ '@fontsource/poppins/latin-400.css'),
      import(/* webpackChunkName: "font-poppins" */ '@fontsource/poppins/latin-600.css'),
      import(/* webpackChunkName: "font-poppins" */ '@fontsource/poppins/latin-700.css'),
    ]),
  Lora: () =>
    Promise.all([
      import(/* webpackChunkName: "font-lora" */ '@fontsource/lora/latin-400.css'),
      import(/* webpackChunkName: "font-lora" */ '@fontsource/lora/latin-600.css'),
      import(/* webpackChunkName: "font-lora" */ '@fontsource/lora/latin-700.css'),
    ]),
};

export const AVAILABLE_FONTS = Object.keys(FONT_LOADERS);

/** Loads a brand font when the portal ships it and the page does not declare it yet; other names fall back to the system stack. */
export const loadBrandFont = async (font: string): Promise<void> => {
  if (pageDeclaresFont(font)) return;
  await FONT_LOADERS[font]?.();
};
