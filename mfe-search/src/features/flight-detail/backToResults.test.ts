import { detailPath } from '../results';
import { criteriaFromParams } from '../search-params';
import { backToSearchPath } from './detailLinks';

// The results' own address: the search, and what the page keeps beside it (filters, sort, pages, a brand preview).
const RESULTS =
  'origin=LHR&destination=JFK&departureDate=2026-12-01&returnDate=2026-12-08&cabinClass=economy&adults=2&children=1&infants=0&tripType=round-trip&stops=0&airlines=BA&airlines=AA&sort=duration&pages=3&brand=sunjet.travel';

const detailQuery = (path: string) => new URLSearchParams(path.slice(path.indexOf('?') + 1));

describe('from the results to a flight and back', () => {
  test("'Back to Search Results' goes to the very address the results had, every parameter in its order", () => {
    const path = detailPath('off_1', criteriaFromParams(new URLSearchParams(RESULTS)), `?${RESULTS}`);
    expect(backToSearchPath(detailQuery(path))).toBe(`/search?${RESULTS}`);
  });

  test('the detail page still reads the party of the search from its address', () => {
    const path = detailPath('off_1', criteriaFromParams(new URLSearchParams(RESULTS)), `?${RESULTS}`);
    expect(criteriaFromParams(detailQuery(path))).toMatchObject({ adultsCount: 2, childrenCount: 1, infantsCount: 0 });
  });

  test('while the results page is the page shown, the link carries its address', () => {
    window.history.replaceState({}, '', `/search?${RESULTS}`);
    const path = detailPath('off_1', criteriaFromParams(new URLSearchParams(RESULTS)));
    expect(backToSearchPath(detailQuery(path))).toBe(`/search?${RESULTS}`);
    window.history.replaceState({}, '', '/');
  });
});
