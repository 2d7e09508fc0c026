import { useAppSelector } from '../store/hooks';
import { selectBrand, selectBrandStatus } from '../brand/brandSlice';

/**
 * The brand whose content to ask for, and whether it is known yet. Until the brand has loaded the
 * store holds the default brand, so asking then would fetch (and flash) the default brand's text.
 */
export const useContentBrand = (): { key: string; ready: boolean } => {
  const brand = useAppSelector(selectBrand);
  const status = useAppSelector(selectBrandStatus);
  return { key: brand.key, ready: status === 'ready' };
};
