import { brandKeyFromHost, takesBrandQuery } from './brandKey';

/** sessionStorage: the ?brand= preview of this tab, so an in-app link without it keeps the brand. */
export const PREVIEW_BRAND_KEY = 'previewBrand';

const queryBrand = (search: string): string | undefined =>
  new URLSearchParams(search).get('brand')?.trim().toLowerCase() || undefined;

const remembered = (): string | null => {
  try {
    return window.sessionStorage.getItem(PREVIEW_BRAND_KEY);
  } catch {
    return null;
  }
};

const remember = (key: string): void => {
  try {
    window.sessionStorage.setItem(PREVIEW_BRAND_KEY, key);
  } catch {
    // Storage refused (private mode): the preview lasts as long as its address.
  }
};

/**
 * The brand of the page being shown. On a host that takes ?brand= (localhost, an address, a
 * single label), the preview named once is remembered for the tab: the app's own links and
 * navigations build addresses without it, and the first click must not fall back to the default
 * brand. A later ?brand= replaces it; ?brand=default ends the preview.
 */
export const pageBrandKey = (location: Pick<Location, 'hostname' | 'search'> = window.location): string => {
  if (!takesBrandQuery(location.hostname)) return brandKeyFromHost(location.hostname, location.search);
  const fromQuery = queryBrand(location.search);
  if (fromQuery) {
    if (remembered() !== fromQuery) remember(fromQuery);
    return fromQuery;
  }
  return remembered() || 'default';
};
