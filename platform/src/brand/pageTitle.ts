import type { PublicBrand } from '@portal/platform-common/contracts';

/** The document's title under a brand: the first paint's and the running app's alike. */
export const brandPageTitle = (brand: Pick<PublicBrand, 'name'>): string => `${brand.name} Flight Booking`;
