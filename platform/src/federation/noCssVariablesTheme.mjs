// Stands in for MUI's CSS-variables theme machinery (createThemeWithVars, CssVarsProvider) in the
// browser builds: brand themes are plain palette themes (createBrandTheme.ts), for which MUI
// takes createThemeNoVars and ThemeProviderNoVars, so these are never called on a page. A theme
// that asks for CSS variables fails loudly here instead of shipping the machinery to every page.
const cssVariablesThemesAreNotBuilt = () => {
  throw new Error(
    'MUI CSS-variables themes are not part of the portal build (platform/src/federation/noCssVariablesTheme.mjs)',
  );
};

export default cssVariablesThemesAreNotBuilt;
export const CssVarsProvider = cssVariablesThemesAreNotBuilt;
export const Experimental_CssVarsProvider = cssVariablesThemesAreNotBuilt;
export const useColorScheme = cssVariablesThemesAreNotBuilt;
export const getInitColorSchemeScript = cssVariablesThemesAreNotBuilt;
