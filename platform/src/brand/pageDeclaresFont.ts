/** The weights the portal ships of each brand font (platform/src/brand/fonts.ts, three files each). */
const SHIPPED_WEIGHTS = ['400', '600', '700'];

/**
 * Whether the page already declares every shipped weight of this family: the gateway's painted
 * frame does, pointing at this build's own files. The font's stylesheet again would only add
 * links and, once they load, have the browser match and lay out the page's text anew.
 */
export const pageDeclaresFont = (
  font: string,
  fonts: FontFaceSet | undefined = globalThis.document?.fonts,
): boolean => {
  if (!fonts) return false;
  const weights = new Set<string>();
  fonts.forEach((face) => {
    if (face.family.replace(/^["']|["']$/g, '') === font) weights.add(face.weight);
  });
  return SHIPPED_WEIGHTS.every((weight) => weights.has(weight));
};
