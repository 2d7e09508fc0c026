import { screen, within } from '@testing-library/react';
import { CONTENT_DEFAULTS } from '@portal/platform/content-defaults';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { FaqPage } from './FaqPage';
import { brandState, contentPage, sunjet } from '../../testing/contentFixtures';
import { fillPlaceholders } from '../../shared/fillPlaceholders';

const faqBody = fillPlaceholders(CONTENT_DEFAULTS.find((page) => page.slug === 'faq')?.body ?? '', sunjet);

const renderFaq = (route = '/faq') => {
  mockGateway({
    'GET /api/content/faq': () =>
      json(contentPage({ slug: 'faq', title: 'Frequently Asked Questions', body: faqBody, html: '<p>unused</p>' })),
  });
  return renderWithProviders(<FaqPage />, { route, preloadedState: brandState() });
};

const results = () => screen.queryByRole('region', { name: 'Search results' });

describe('FaqPage', () => {
  test('six category tabs, Booking open, each question a collapsed accordion', async () => {
    renderFaq();

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Booking',
      'Payment',
      'Cancellations',
      'Changes',
      'Travel',
      'Account',
    ]);
    expect(screen.getByRole('tab', { name: 'Booking' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('button', { expanded: false })).toHaveLength(5);
  });

  test('one answer open at a time; clicking the open question closes it', async () => {
    const { user } = renderFaq();
    const first = await screen.findByRole('button', { name: 'How far in advance can I book a flight?' });
    const second = screen.getByRole('button', { name: 'Can I book a flight for someone else?' });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  test('another tab shows its own questions', async () => {
    const { user } = renderFaq();

    await user.click(await screen.findByRole('tab', { name: 'Payment' }));

    expect(
      within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Which payment methods do you accept?' }),
    ).toBeInTheDocument();
  });

  test("the Search button finds 'refund' answers, grouped by category", async () => {
    const { user } = renderFaq();
    await screen.findAllByRole('tab');

    await user.type(screen.getByRole('searchbox', { name: 'Search the FAQ' }), 'REFUND');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const found = within(results() as HTMLElement);
    expect(found.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Cancellations',
      'Changes',
    ]);
    expect(found.getByRole('button', { name: 'How long does a refund take?' })).toBeInTheDocument();
    expect(found.getByRole('status')).toHaveTextContent('5 results for "REFUND"');
  });

  test('Enter searches too, and a blank query clears the results', async () => {
    const { user } = renderFaq();
    await screen.findAllByRole('tab');
    const box = screen.getByRole('searchbox', { name: 'Search the FAQ' });

    await user.type(box, 'passport{Enter}');
    expect(within(results() as HTMLElement).getByRole('heading', { level: 2, name: 'Travel' })).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, '   {Enter}');
    expect(results()).not.toBeInTheDocument();
  });

  test('a query with no match says so', async () => {
    const { user } = renderFaq();
    await screen.findAllByRole('tab');

    await user.type(screen.getByRole('searchbox', { name: 'Search the FAQ' }), 'lounge access{Enter}');

    expect(within(results() as HTMLElement).getByRole('status')).toHaveTextContent(
      'No results found for "lounge access"',
    );
  });

  test('?q= opens the page on a search, as the Support Center topics link it', async () => {
    renderFaq('/faq?q=check-in');

    expect(await screen.findByRole('region', { name: 'Search results' })).toHaveTextContent(
      'When can I check in online?',
    );
  });

  test("'Still Need Help?' links to the contact page and to a phone call, open the brand's hours", async () => {
    renderFaq();
    const help = within(screen.getByRole('region', { name: 'Still Need Help?' }));

    expect(help.getByText(/call us, Every day 8am-10pm ET\./)).toBeInTheDocument();

    expect(help.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(help.getByRole('link', { name: 'Call +1 (800) 555-0142' })).toHaveAttribute('href', 'tel:+18005550142');
  });
});
