import { screen, within } from '@testing-library/react';
import { DEFAULT_BRAND, type PublicBrand } from '@portal/platform';
import { unkeptPromises } from '@portal/platform/product-facts';
import { pageText, renderWithProviders } from '@portal/platform/testing';
import { HomePage } from './HomePage';

/** A phrase that may span a figure's value and label, e.g. '127K active searches'. */
const phrase = (text: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent?.toLowerCase() === text.toLowerCase();

const renderHome = () => renderWithProviders(<HomePage />);

describe('HomePage', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  test('opens with one h1 and a call button to the brand phone', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Call +1 (888) 325-5180' })).toHaveAttribute('href', 'tel:+18883255180');
  });

  test('the hero and closing buttons scroll to the search form, which holds the trip tabs', async () => {
    const { user } = renderHome();
    const section = screen.getByRole('region', { name: 'Search flights' });
    expect(within(section).getByRole('tab', { name: 'Round Trip' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start Your Search' }));
    expect(section.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(section).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Find Cheap Flights' }));
    expect(section.scrollIntoView).toHaveBeenCalledTimes(2);
  });

  test("closes with 'Call for Expert Help' as a phone link", () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Call for Expert Help' })).toHaveAttribute('href', 'tel:+18883255180');
  });

  test('shows the six topic chips in order', () => {
    renderHome();
    const topics = within(screen.getByRole('list', { name: 'Topics we help with' })).getAllByRole('listitem');
    expect(topics.map((topic) => topic.textContent)).toEqual([
      'New bookings',
      'Changes',
      'Customer Service',
      'Cancellations',
      'Refunds',
      'Disputes',
    ]);
  });

  test('shows the fixed marketing figures', () => {
    renderHome();
    expect(screen.getByText(/save up to 60%/i)).toBeInTheDocument();
    for (const figure of [
      '800+ airlines',
      'up to $500 savings',
      '127K active searches',
      '3.2K bookings today',
      '$247 average savings',
      '98.7% satisfaction',
    ]) {
      expect(screen.getByText(phrase(figure))).toBeInTheDocument();
    }
  });

  test('promotes the four highlights', () => {
    renderHome();
    for (const title of ['Price comparison', 'Price alerts', '800+ airlines', 'Booking protection']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText(/free changes within 24 hours of booking/)).toBeInTheDocument();
  });

  test("the experts card gives the brand's phone hours, not '24 hours a day'", () => {
    const nordicWings: PublicBrand = {
      ...DEFAULT_BRAND,
      name: 'Nordic Wings',
      contact: { ...DEFAULT_BRAND.contact, hours: 'Mon-Fri 8am-4pm CET' },
    };
    renderWithProviders(<HomePage />, {
      preloadedState: { brand: { brand: nordicWings, status: 'ready', failure: null } },
    });

    expect(screen.getByText('Travel experts on call').parentElement).toHaveTextContent('Mon-Fri 8am-4pm CET');
    expect(screen.queryByText(/24 hours a day|7 days a week/)).not.toBeInTheDocument();
  });

  // Price alerts and free changes within 24 hours are issue 18's open promises (productFacts.ts).
  test("states only what the product does, as the default brand's visitors read it", () => {
    renderHome();

    expect(unkeptPromises(pageText(), DEFAULT_BRAND.contact.hours)).toEqual([]);
  });
});
