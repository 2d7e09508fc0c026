import type { PublicBrand } from '@portal/platform';

const PLACEHOLDER = /\{\{\s*brand\.(name|phone|email|address|hours|key)\s*\}\}/g;

/**
 * Fills {{brand.name}}, {{brand.phone}}, {{brand.email}}, {{brand.address}}, {{brand.hours}} and {{brand.key}} as
 * the gateway does for the pages it serves; other text is left as written.
 */
export const fillPlaceholders = (text: string, brand: Pick<PublicBrand, 'key' | 'name' | 'contact'>): string =>
  text.replace(PLACEHOLDER, (_match, field: 'name' | 'phone' | 'email' | 'address' | 'hours' | 'key') => {
    if (field === 'name' || field === 'key') return brand[field];
    return brand.contact[field];
  });
