/**
 * What the gateway hands a module's first-paint render: the page's address, the boot state it
 * inlines in the page (the same answers the browser's first render reads) and whether the visitor
 * has made their cookie choice. The gateway knows nothing of what a page draws.
 */
export interface FirstPaintRequest {
  /** The page's path and query, as requested ("/search?origin=JFK&..."). */
  url: string;
  /** The inlined boot state: brand {key, answer}, mode, user, remotes, owner. */
  boot: Record<string, unknown>;
  /** True when the visitor has chosen under the current cookie policy: no consent banner. */
  consentChosen: boolean;
}

/** A module's first paint of a page: its HTML and the style elements it needs. */
export interface FirstPaint {
  html: string;
  /** `<style data-emotion>` elements, for the document's head. */
  styles: string;
  /** The page is painted whole and works without a script: its app may start on the visitor's first intent. */
  paintedWhole?: boolean;
}

/** The function a module's server bundle exports as `renderFirstPaint`; null where it paints nothing for the address. */
export type RenderFirstPaint = (request: FirstPaintRequest) => Promise<FirstPaint | null>;
