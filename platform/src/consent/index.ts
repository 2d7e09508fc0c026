export { consentSlice, selectConsentChoice, selectConsentStatus, selectConsentSettingsOpen } from './consentSlice';
export { useConsent, useSetConsent, useConsentSettings, type Consent } from './useConsent';
export {
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  readStoredConsent,
  type ConsentCategories,
  type ConsentRecord,
} from './consentStorage';
export { COOKIE_CATEGORIES, ALL_OPTIONAL, NONE_OPTIONAL, type CookieCategory } from './cookieCategories';
export { ConsentCategoryFields } from './ConsentCategoryFields';
