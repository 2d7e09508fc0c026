import { FACTS, formOf, painted } from './homeFrame.testing';
import { JSDOM } from 'jsdom';
import { homeFrame } from './homeFrame';
import { homeFrameFacts } from './homeFrameFacts';

describe('the home page painted whole, before any script runs', () => {
  test('the brand’s phone gives dialable links in the hero, the Multi-City notice and the closing call', () => {
    const page = painted();
    const calls = Array.from(page.querySelectorAll('a[href^="tel:"]'), (link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);

    expect(calls).toEqual([
      ['Call +1 (800) 555-0100', 'tel:+18005550100'],
      ['Call +1 (800) 555-0100', 'tel:+18005550100'],
      ['Call for Expert Help', 'tel:+18005550100'],
    ]);
    expect(formOf(page).querySelector('.pf-multi')?.textContent).toContain(
      'Please call an agent on +1 (800) 555-0100 and we will plan every leg of your trip with you.',
    );
  });

  test('Start Your Search and Find Cheap Flights lead to the form’s section', () => {
    const page = painted();
    const toForm = Array.from(page.querySelectorAll('a[href="#search-form"]'), (link) => link.textContent);

    expect(toForm).toEqual(['Start Your Search', 'Find Cheap Flights']);
    expect(page.getElementById('search-form')?.contains(formOf(page))).toBe(true);
  });

  test('the sections say what the React page says: hero card, topics, figures, highlights under the brand’s name', () => {
    const page = painted();
    const text = (selector: string) => Array.from(page.querySelectorAll(selector), (element) => element.textContent);

    expect(page.querySelector('[data-testid="home-frame"]')).not.toBeNull();
    expect(text('.pf-expert-hours')).toEqual(['Mon-Sun 8am-10pm CET']);
    expect(text('.pf-topic')).toEqual([
      'New bookings',
      'Changes',
      'Customer Service',
      'Cancellations',
      'Refunds',
      'Disputes',
    ]);
    expect(text('.pf-stats .pf-figure')).toEqual([
      '127K active searches',
      '3.2K bookings today',
      '$247 average savings',
      '98.7% satisfaction',
    ]);
    expect(text('h2')).toEqual([
      'Search flights',
      'Why travellers book with SunJet Travel',
      'Ready for your next trip?',
    ]);
    expect(text('h3')).toEqual(['Price comparison', 'Price alerts', '800+ airlines', 'Booking protection']);
  });

  test('a brand name, phone or hours written like markup stays text and opens no tag', () => {
    const attack = '<script>alert(1)</script>"\'&';
    const html = homeFrame({ ...FACTS, brandName: attack, phone: `+1 ${attack}`, hours: attack });
    const page = JSDOM.fragment(html);

    expect(html).not.toContain('<script>');
    expect(page.querySelectorAll('script')).toHaveLength(0);
    expect(page.querySelector('#pf-highlights-title')?.textContent).toBe(`Why travellers book with ${attack}`);
    expect(page.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe('tel:+11');
  });

  test("the dates are the app's defaults: the day after today, a week later, from today on", () => {
    expect(homeFrameFacts('SunJet Travel', FACTS, new Date(2026, 11, 27, 23, 30))).toEqual({
      ...FACTS,
      departureDate: '2026-12-28',
      returnDate: '2027-01-04',
      today: '2026-12-27',
    });
    expect(homeFrameFacts('SunJet Travel', FACTS, new Date(2027, 1, 28, 8))).toMatchObject({
      departureDate: '2027-03-01',
      returnDate: '2027-03-08',
      today: '2027-02-28',
    });
  });
});
