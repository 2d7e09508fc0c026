import { useEffect } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectBrand } from './brandSlice';
import { useGetBrandQuery } from './brandApi';
import { pageBrandKey } from './previewBrand';
import { loadBrandFont } from './fonts';
import { createLogger } from '../log';
import { brandPageTitle } from './pageTitle';

const log = createLogger('brand');

const setFavicon = (href: string) => {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
};

/**
 * Loads the brand of this host once (the host name picks the brand) and applies what lives outside
 * React: the page title, the favicon and the brand font. The theme follows from the brand slice.
 */
export const useBrandLoader = (): void => {
  const key = pageBrandKey();
  const { data } = useGetBrandQuery(key);
  const brand = useAppSelector(selectBrand);

  useEffect(() => {
    if (data?.failure) log.error(data.failure);
  }, [data?.failure]);

  useEffect(() => {
    document.title = brandPageTitle(brand);
    if (brand.logo) setFavicon(brand.logo);
    loadBrandFont(brand.theme.font).catch((error: unknown) => log.warn('font not loaded', error));
  }, [brand]);
};
