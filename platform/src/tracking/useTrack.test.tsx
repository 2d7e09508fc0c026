import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_BRAND } from '@portal/platform-common/brand';
import { renderWithProviders } from '../testing';
import { PhoneLink } from './PhoneLink';
import { resetTagForTests } from './tagScript';
import { usePageViewTracking } from './usePageViewTracking';
import { CONSENT_STORAGE_KEY, makeConsentRecord } from '../consent/consentStorage';

const brandWith = (trackingId: string) => ({
  brand: { brand: { ...DEFAULT_BRAND, trackingId }, status: 'ready' as const, failure: null },
});
const queued = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

const Page = () => {
  usePageViewTracking();
  return <PhoneLink phone="+1 (888) 325-5180" />;
};

const remember = (marketing: boolean) =>
  window.localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify(makeConsentRecord({ preferences: false, analytics: false, marketing })),
  );

// jsdom cannot follow a tel: link; the click still reaches React.
const stayOnPage = (event: MouseEvent) => event.preventDefault();

describe('page views and phone clicks', () => {
  beforeEach(() => {
    resetTagForTests();
    window.localStorage.clear();
    document.addEventListener('click', stayOnPage);
  });
  afterEach(() => document.removeEventListener('click', stayOnPage));

  test('without marketing consent, a page view and a phone click send nothing', async () => {
    remember(false);
    const { user } = renderWithProviders(<Page />, { route: '/support', preloadedState: brandWith('AW-1') });

    await user.click(screen.getByRole('link', { name: '+1 (888) 325-5180' }));

    expect(document.querySelector('script[data-portal-tag]')).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  test('with marketing consent, the page view and the phone-call conversion are sent', async () => {
    remember(true);
    const { user } = renderWithProviders(<Page />, { route: '/support', preloadedState: brandWith('AW-1') });

    await waitFor(() =>
      expect(queued()).toContainEqual(['event', 'page_view', expect.objectContaining({ page_path: '/support' })]),
    );
    const link = screen.getByRole('link', { name: '+1 (888) 325-5180' });
    expect(link).toHaveAttribute('href', 'tel:+18883255180');
    await user.click(link);

    expect(queued()).toContainEqual([
      'event',
      'phone-call',
      expect.objectContaining({ event_category: 'contact', event_label: 'phone-call', value: 1 }),
    ]);
    expect(document.querySelectorAll('script[data-portal-tag]')).toHaveLength(1);
  });

  test('a brand without a tracking id sends nothing, whatever the consent', async () => {
    remember(true);
    renderWithProviders(<Page />, { route: '/faq', preloadedState: brandWith('') });

    await waitFor(() => expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).not.toBeNull());
    expect(document.querySelector('script[data-portal-tag]')).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });
});
