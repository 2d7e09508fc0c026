import type { Brand } from '@portal/platform-common/contracts';

const PLACEHOLDER = /\{\{\s*brand\.(name|phone|email|address|hours|key)\s*\}\}/g;

/** Fills {{brand.name}}, {{brand.phone}}, {{brand.email}}, {{brand.address}}, {{brand.hours}} and {{brand.key}}; other text is left as written. */
export const fillBrandPlaceholders = (text: string, brand: Pick<Brand, 'key' | 'name' | 'contact'>): string =>
  text.replace(PLACEHOLDER, (_match, field: 'name' | 'phone' | 'email' | 'address' | 'hours' | 'key') => {
    if (field === 'name' || field === 'key') return brand[field];
    return brand.contact[field];
  });
