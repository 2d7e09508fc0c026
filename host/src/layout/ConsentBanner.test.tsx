import { screen, within } from '@testing-library/react';
import { CONSENT_STORAGE_KEY } from '@portal/platform';
import { renderWithProviders } from '@portal/platform/testing';
import { ConsentBanner } from './ConsentBanner';
import { CookieSettingsButton } from './CookieSettingsButton';

const stored = () => JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
const banner = () => screen.queryByRole('dialog', { name: 'Your cookie choices' });

describe('ConsentBanner', () => {
  beforeEach(() => window.localStorage.clear());

  test('until a choice is made it is shown as a labelled, non-modal dialog linking the cookie policy', async () => {
    renderWithProviders(<ConsentBanner />);

    const dialog = await screen.findByRole('dialog', { name: 'Your cookie choices' });
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    expect(within(dialog).getByRole('link', { name: 'How we use cookies' })).toHaveAttribute('href', '/cookies');
  });

  test('it is held at the bottom of the window, out of the flow, and the page keeps room for it until the choice is made', async () => {
    const { user } = renderWithProviders(<ConsentBanner />);

    const dialog = await screen.findByRole('dialog', { name: 'Your cookie choices' });
    expect(getComputedStyle(dialog)).toMatchObject({ position: 'fixed', bottom: '0px' });
    expect(document.documentElement.getAttribute('style')).toMatch(/scroll-padding-bottom: \d+px/);
    expect(document.body.style.paddingBottom).toMatch(/^\d+px$/);

    await user.click(screen.getByRole('button', { name: 'Accept all' }));

    expect(document.documentElement.getAttribute('style') ?? '').not.toMatch(/scroll-padding/);
    expect(document.body.style.paddingBottom).toBe('');
  });

  test('Accept all remembers every category and hides the banner', async () => {
    const { user } = renderWithProviders(<ConsentBanner />);

    await user.click(await screen.findByRole('button', { name: 'Accept all' }));

    expect(stored()).toMatchObject({
      necessary: true,
      preferences: true,
      analytics: true,
      marketing: true,
      version: 1,
    });
    expect(banner()).not.toBeInTheDocument();
  });

  test('Reject non-essential remembers only the necessary cookies', async () => {
    const { user } = renderWithProviders(<ConsentBanner />);

    await user.click(await screen.findByRole('button', { name: 'Reject non-essential' }));

    expect(stored()).toMatchObject({ necessary: true, preferences: false, analytics: false, marketing: false });
    expect(banner()).not.toBeInTheDocument();
  });

  test('Customize lists each category with its duration and saves the boxes ticked', async () => {
    const { user } = renderWithProviders(<ConsentBanner />);

    await user.click(await screen.findByRole('button', { name: 'Customize' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('checkbox', { name: /Strictly necessary/ })).toBeDisabled();
    expect(dialog.getByText(/authentication 30 days/)).toBeInTheDocument();
    expect(dialog.getByText(/Duration: 1 year\./)).toBeInTheDocument();
    expect(dialog.getByText(/Duration: 2 years/)).toBeInTheDocument();
    expect(dialog.getByText(/Duration: 90 days/)).toBeInTheDocument();

    await user.click(dialog.getByRole('checkbox', { name: /Marketing/ }));
    await user.click(dialog.getByRole('button', { name: 'Save choices' }));

    expect(stored()).toMatchObject({ preferences: false, analytics: false, marketing: true });
    expect(banner()).not.toBeInTheDocument();
  });

  test('a choice already remembered keeps the banner away', () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        necessary: true,
        preferences: false,
        analytics: false,
        marketing: false,
        version: 1,
        date: '2026-01-01T00:00:00.000Z',
      }),
    );
    renderWithProviders(<ConsentBanner />);

    expect(banner()).not.toBeInTheDocument();
  });
});

describe('Cookie settings in the footer', () => {
  beforeEach(() => window.localStorage.clear());

  test('a visitor who accepted every cookie reopens the choices from the footer and withdraws them as easily', async () => {
    const { user } = renderWithProviders(
      <>
        <ConsentBanner />
        <CookieSettingsButton />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(banner()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const reopened = await screen.findByRole('dialog', { name: 'Your cookie choices' });
    await user.click(within(reopened).getByRole('button', { name: 'Reject non-essential' }));

    expect(stored()).toMatchObject({ necessary: true, preferences: false, analytics: false, marketing: false });
    expect(banner()).not.toBeInTheDocument();
  });
});
