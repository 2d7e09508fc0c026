/**
 * @jest-environment node
 */
import { renderFirstPaint } from './firstPaint.server';

const paint = (url: string) =>
  renderFirstPaint({ url, boot: { brand: { key: 'default', answer: null }, user: null }, consentChosen: true });

const namesIn = (form: string) => [...new Set([...form.matchAll(/\sname="([^"]+)"/g)].map((match) => match[1]))];

describe("the search team's first paint", () => {
  test('when the home page is painted, then it is whole: the hero and a GET form to the results with their parameters, usable without a script', async () => {
    const painted = await paint('/');
    const form = /<form\b[^>]*data-frame-form="flight-search"[^>]*>.*?<\/form>/s.exec(painted?.html ?? '')?.[0] ?? '';

    expect(painted?.paintedWhole).toBe(true);
    expect(painted?.html).toMatch(/<h1[^>]*>Cheap flights, found by people who know travel<\/h1>/);
    expect(form).toMatch(/method="get"/);
    expect(form).toMatch(/action="\/search"/);
    expect(namesIn(form)).toEqual([
      'tripType',
      'origin',
      'destination',
      'departureDate',
      'returnDate',
      'cabinClass',
      'adults',
      'children',
      'infants',
    ]);
    expect(form).toMatch(/<button[^>]*type="submit"[^>]*>Search Flights<\/button>/);
  });

  test('when a results page is painted, then its heading names the route searched, and its app starts with the page', async () => {
    const painted = await paint(
      `/search?origin=jfk&destination=LHR&departureDate=${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}&adults=1&tripType=one-way`,
    );

    expect(painted?.html).toMatch(/<h1[^>]*>JFK → LHR<\/h1>/);
    expect(painted?.paintedWhole).toBe(false);
    expect(painted?.styles).toContain('<style data-emotion="portal ');
  });

  test('when its other pages are asked for, then each is painted with its heading: the flights page with its search form', async () => {
    const flights = await paint('/flights');
    expect(flights?.html).toMatch(/<h1[^>]*>Flights<\/h1>/);
    expect(flights?.html).toMatch(/<button[^>]*type="submit"[^>]*>(<span[^>]*>.*?<\/span>)?Search Flights<\/button>/);
    expect(flights?.paintedWhole).toBe(false);
    expect((await paint('/flight/off_0000000000000000000000'))?.html).toBeTruthy();
  });

  test('when the address is not one of its pages, then it paints nothing', async () => {
    expect(await paint('/booking')).toBeNull();
  });
});
