import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createPortalStore } from '../store/store';
import { PortalProviders } from '../PortalProviders';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from './consentStorage';
import { useConsent, useSetConsent } from './useConsent';

const setup = () => {
  const store = createPortalStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PortalProviders store={store}>{children}</PortalProviders>
  );
  return renderHook(() => ({ consent: useConsent(), setConsent: useSetConsent() }), { wrapper });
};

const consentCookie = () => /(?:^|; )portal_consent=([^;]*)/.exec(document.cookie)?.[1];

describe('useConsent', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.cookie = 'portal_consent=; Path=/; Max-Age=0';
  });

  test('with nothing remembered, only necessary cookies are granted and no choice is made', () => {
    const { result } = setup();

    expect(result.current.consent.ready).toBe(true);
    expect(result.current.consent.choice).toBeNull();
    expect(result.current.consent.granted).toEqual({
      necessary: true,
      preferences: false,
      analytics: false,
      marketing: false,
    });
  });

  test('a choice is remembered in the browser with the policy version and the date', () => {
    const { result } = setup();

    act(() => result.current.setConsent({ preferences: true, analytics: false, marketing: true }));

    const stored = JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}');
    expect(stored).toMatchObject({
      necessary: true,
      preferences: true,
      analytics: false,
      marketing: true,
      version: CONSENT_VERSION,
    });
    expect(Number.isNaN(Date.parse(stored.date))).toBe(false);
    expect(result.current.consent.granted.marketing).toBe(true);
    // The gateway reads it to leave the banner out of the page's first frame.
    expect(consentCookie()).toBe(String(CONSENT_VERSION));
  });

  test('while no choice is made, the browser carries no consent cookie: the banner is painted with the page', () => {
    const { result } = setup();

    expect(result.current.consent.choice).toBeNull();
    expect(consentCookie()).toBeUndefined();
  });

  test('a remembered choice is read back; one from an older policy version is not', () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        necessary: true,
        preferences: false,
        analytics: true,
        marketing: false,
        version: CONSENT_VERSION,
        date: '2026-01-01T00:00:00.000Z',
      }),
    );
    expect(setup().result.current.consent.granted.analytics).toBe(true);

    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        necessary: true,
        preferences: true,
        analytics: true,
        marketing: true,
        version: 0,
        date: '2020-01-01',
      }),
    );
    expect(setup().result.current.consent.choice).toBeNull();
  });

  test('unreadable storage is treated as no choice', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(setup().result.current.consent.choice).toBeNull();
  });
});
