import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_BRAND, selectCurrentToast } from '@portal/platform';
import { CONTENT_DEFAULTS } from '@portal/platform/content-defaults';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { SupportPage } from './SupportPage';
import { brandState, contentPage, csrf, stayOnPage, sunjet } from '../../testing/contentFixtures';

const helpBody = CONTENT_DEFAULTS.find((page) => page.slug === 'support-help')?.body ?? '';
const helpPage = {
  'GET /api/content/support-help': () =>
    json(contentPage({ slug: 'support-help', title: 'Help Center', body: helpBody })),
};

const renderSupport = (brand = sunjet) =>
  renderWithProviders(<SupportPage />, { route: '/support', preloadedState: brandState(brand) });

describe('SupportPage', () => {
  beforeEach(() => document.addEventListener('click', stayOnPage));
  afterEach(() => {
    document.removeEventListener('click', stayOnPage);
    window.localStorage.clear();
  });

  test('titles the page and opens on the Help Center with its six questions', async () => {
    mockGateway(helpPage);
    document.title = 'SunJet Travel Flight Booking';
    renderSupport();

    expect(screen.getByRole('heading', { level: 1, name: 'Support Center' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search for answers' })).toHaveAttribute(
      'placeholder',
      'Search for answers...',
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Help Center',
      'Contact Us',
      'My Bookings',
    ]);
    expect(screen.getByRole('tab', { name: 'Help Center' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(within(screen.getByRole('tabpanel')).getAllByRole('button', { expanded: false })).toHaveLength(6),
    );
    // The title stays the brand's ('<brand> Flight Booking', set by the shell); the page adds its description.
    expect(document.title).toBe('SunJet Travel Flight Booking');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Help with your SunJet Travel booking/,
    );
  });

  test('popular topics, airlines and claims are there, and no topic link is dead', () => {
    mockGateway(helpPage);
    renderSupport();

    for (const group of ['Booking Information', 'Changes & Cancellations', 'Travel Preparation']) {
      const nav = within(screen.getByRole('navigation', { name: group }));
      const links = nav.getAllByRole('link');
      expect(links).toHaveLength(4);
      expect(nav.getAllByRole('listitem')).toHaveLength(4);
      for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/(faq\?q=|cancellation-policy$)/);
    }
    expect(within(screen.getByRole('region', { name: 'Our partner airlines' })).getAllByRole('listitem')).toHaveLength(
      6,
    );
    expect(screen.getByText('Average wait under 30 seconds')).toBeInTheDocument();
    expect(screen.getByText('Email answers within 24 hours')).toBeInTheDocument();
  });

  test('Contact Us: Submit Request posts the request for the brand and toasts the answer', async () => {
    const { calls } = mockGateway({
      ...helpPage,
      ...csrf,
      'POST /api/support/requests': () =>
        json({ id: 's-1', message: 'Thanks, we have received your message and will reply within 24 hours.' }, 201),
    });
    const { user, store } = renderSupport();

    await user.click(screen.getByRole('tab', { name: 'Contact Us' }));
    // While the tab's part arrives, its progress indicator is named (axe: aria-progressbar-name).
    expect(screen.getByRole('progressbar', { name: 'Loading tab' })).toBeInTheDocument();
    const panel = within(screen.getByRole('tabpanel'));
    expect(await panel.findByRole('link', { name: 'help@sunjet.travel' })).toHaveAttribute(
      'href',
      'mailto:help@sunjet.travel',
    );
    // The phone card states the brand's own hours (SunJet's here), never a fixed text.
    expect(panel.getByText('Every day 8am-10pm ET')).toBeInTheDocument();
    expect(panel.getByText('We reply within 24 hours')).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Submit Request' }));
    expect(await panel.findByText('Full name is required')).toBeInTheDocument();
    expect(panel.getByText('Subject is required')).toBeInTheDocument();

    await user.type(panel.getByRole('textbox', { name: /^Full name/ }), 'Grace Hopper');
    await user.type(panel.getByRole('textbox', { name: /^Email/ }), 'grace@example.com');
    await user.type(panel.getByRole('textbox', { name: /^Subject/ }), 'Receipt');
    await user.type(panel.getByRole('textbox', { name: /^Message/ }), 'Please send me an invoice.');
    await user.click(panel.getByRole('button', { name: 'Submit Request' }));

    await waitFor(() =>
      expect(selectCurrentToast(store.getState())).toMatchObject({
        title: 'Request sent',
        description: 'Thanks, we have received your message and will reply within 24 hours.',
      }),
    );
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/support/requests?brand=sunjet.travel',
      body: {
        fullName: 'Grace Hopper',
        email: 'grace@example.com',
        subject: 'Receipt',
        message: 'Please send me an invoice.',
      },
    });
  });

  test('My Bookings: links to sign in and My Trips; an unknown guest booking is reported', async () => {
    mockGateway({
      ...helpPage,
      ...csrf,
      'POST /api/bookings/lookup': () => json({ message: 'Booking not found', error: 'NOT_FOUND' }, 404),
    });
    const { user } = renderSupport();

    await user.click(screen.getByRole('tab', { name: 'My Bookings' }));
    const panel = within(screen.getByRole('tabpanel'));
    expect(await panel.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(panel.getByRole('link', { name: 'My Trips' })).toHaveAttribute('href', '/my-trips');

    await user.type(panel.getByRole('textbox', { name: /^Booking reference/ }), 'abc123');
    await user.type(panel.getByRole('textbox', { name: /^Email/ }), 'guest@example.com');
    await user.click(panel.getByRole('button', { name: 'Retrieve Booking' }));

    expect(await panel.findByRole('alert')).toHaveTextContent(
      'We could not find a booking with that reference and e-mail.',
    );
  });

  test('a click on the phone number reports the phone-call conversion when the brand tracks and marketing is accepted', async () => {
    window.localStorage.setItem(
      'cookieConsent',
      JSON.stringify({
        necessary: true,
        preferences: false,
        analytics: false,
        marketing: true,
        version: 1,
        date: '2026-01-01T00:00:00.000Z',
      }),
    );
    mockGateway(helpPage);
    const { user } = renderSupport({ ...DEFAULT_BRAND, trackingId: 'AW-77' });

    await user.click(
      within(screen.getByRole('region', { name: /Talk to a travel expert/ })).getByRole('link', {
        name: DEFAULT_BRAND.contact.phone,
      }),
    );

    const queued = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(queued).toContainEqual([
      'event',
      'phone-call',
      expect.objectContaining({ send_to: 'AW-77', event_category: 'contact', value: 1 }),
    ]);
  });
});
