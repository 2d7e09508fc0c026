import { act } from '@testing-library/react';
import { RETURN_STATE } from '@portal/platform';
import { renderWithProviders } from '@portal/platform/testing';
import { useScrollRestoration } from './useScrollRestoration';

const Page = () => {
  useScrollRestoration();
  return null;
};

const RESULTS = '/search?origin=LHR&destination=JFK&departureDate=2026-12-01&stops=0&sort=best';

let scrollY = 0;
const scrollTo = jest.fn((_x: number, y: number) => {
  scrollY = y;
});

const scrollDownTo = async (y: number) => {
  scrollY = y;
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => window.requestAnimationFrame(resolve));
  });
};

const settle = () => act(async () => undefined);

/** A navigation, then the restore's lazy module. */
const navigate = async (go: () => Promise<void>) => {
  await act(go);
  await settle();
};

const open = async (address: string) => {
  const { router } = renderWithProviders(<Page />, { route: address });
  await settle();
  return router;
};

beforeEach(() => {
  window.sessionStorage.clear();
  scrollY = 0;
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 6000 });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  window.scrollBy = jest.fn() as unknown as typeof window.scrollBy;
});

describe('where a page was left', () => {
  test('the browser Back from a flight returns to the results where they were left', async () => {
    const router = await open(RESULTS);
    await scrollDownTo(2400);

    await navigate(() => router.navigate('/flight/off_1'));
    expect(scrollY).toBe(0);
    await navigate(() => router.navigate(-1));

    expect(router.state.location.search).toBe(RESULTS.slice('/search'.length));
    expect(scrollY).toBe(2400);
  });

  test("'Back to Search Results' (a link marked as a return) opens the same results where they were left", async () => {
    const router = await open(RESULTS);
    await scrollDownTo(1800);
    await navigate(() => router.navigate('/flight/off_1'));

    await navigate(() => router.navigate(RESULTS, { state: RETURN_STATE }));
    expect(scrollY).toBe(1800);
  });

  test('a reload opens the page where it was left', async () => {
    await open(RESULTS);
    await scrollDownTo(900);
    scrollY = 0;

    await open(RESULTS);
    expect(scrollY).toBe(900);
  });

  test('a new visit to a page, by an ordinary link, opens at its top', async () => {
    const router = await open(RESULTS);
    await scrollDownTo(1500);
    await navigate(() => router.navigate('/flight/off_1'));
    await navigate(() => router.navigate(RESULTS));
    expect(scrollY).toBe(0);
  });

  test('Back to a page never left scrolled opens at its top', async () => {
    const router = await open('/');
    await navigate(() => router.navigate(RESULTS));
    await scrollDownTo(1200);
    window.sessionStorage.clear();
    await navigate(() => router.navigate(-1));
    expect(scrollY).toBe(0);
  });

  test('a change of the query alone (a filter) keeps the scroll where it is', async () => {
    const router = await open(RESULTS);
    await scrollDownTo(700);
    scrollTo.mockClear();
    await navigate(() => router.navigate(`${RESULTS}&airlines=BA`));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollY).toBe(700);
  });
});
