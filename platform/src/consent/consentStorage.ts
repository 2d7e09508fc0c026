import { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_SECONDS, CONSENT_VERSION } from '@portal/platform-common/contracts';

export { CONSENT_VERSION };

/** The optional cookie categories a visitor chooses; strictly necessary cookies are never optional. */
export interface ConsentCategories {
  preferences: boolean;
  analytics: boolean;
  marketing: boolean;
}

/** What is remembered: the choice, the policy version it was given under and when. */
export interface ConsentRecord extends ConsentCategories {
  necessary: true;
  version: number;
  date: string;
}

export const CONSENT_STORAGE_KEY = 'cookieConsent';

/** A remembered choice as stored by this policy version (read without zod: it is read on every first load). */
const readConsentRecord = (value: unknown): ConsentRecord | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { necessary, preferences, analytics, marketing, version, date } = value as Record<string, unknown>;
  if (necessary !== true || version !== CONSENT_VERSION || typeof date !== 'string' || !date) return null;
  if (typeof preferences !== 'boolean' || typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null;
  return { necessary, preferences, analytics, marketing, version, date };
};

export const makeConsentRecord = (categories: ConsentCategories, now = new Date()): ConsentRecord => ({
  necessary: true,
  preferences: categories.preferences,
  analytics: categories.analytics,
  marketing: categories.marketing,
  version: CONSENT_VERSION,
  date: now.toISOString(),
});

/** The remembered choice, or null when there is none, it is unreadable or from an older policy. */
export const readStoredConsent = (): ConsentRecord | null => {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    return readConsentRecord(JSON.parse(raw));
  } catch {
    // Storage blocked (private mode, policy) or corrupt: ask again rather than assume.
    return null;
  }
};

/**
 * Tells the gateway, by the strictly necessary consent cookie (the policy version alone), that
 * this visitor has chosen: their pages' first frame then comes without the consent banner.
 */
export const rememberChoiceMade = (): void => {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${CONSENT_VERSION}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
};

const hasConsentCookie = (): boolean =>
  document.cookie.split('; ').some((pair) => pair.startsWith(`${CONSENT_COOKIE}=`));

/** Removes the consent cookie: the next page's first frame asks again. */
const forgetChoiceMade = (): void => {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
};

/** Returns false when the browser refuses storage: the choice then lasts for this page only. */
export const storeConsent = (record: ConsentRecord): boolean => {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    return false;
  }
  rememberChoiceMade();
  return true;
};

/**
 * The remembered choice, read before the first render so the banner is in it or not from the
 * start; a choice made before the consent cookie existed (or whose cookie was cleared) renews it,
 * and a cookie left without a choice (storage cleared, an older policy) is removed.
 */
export const restoreConsent = (): ConsentRecord | null => {
  const record = readStoredConsent();
  if (record) rememberChoiceMade();
  else if (hasConsentCookie()) forgetChoiceMade();
  return record;
};
