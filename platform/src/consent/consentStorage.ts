import { z } from 'zod';

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
/** Raise when the categories or the cookie policy change materially: visitors are asked again. */
export const CONSENT_VERSION = 1;

const storedConsentSchema = z.object({
  necessary: z.literal(true),
  preferences: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  version: z.literal(CONSENT_VERSION),
  date: z.string().min(1),
});

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
    const parsed = storedConsentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage blocked (private mode, policy) or corrupt: ask again rather than assume.
    return null;
  }
};

/** Returns false when the browser refuses storage: the choice then lasts for this page only. */
export const storeConsent = (record: ConsentRecord): boolean => {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
};
