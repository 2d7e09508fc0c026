import { Profiler } from 'react';
import { act, screen } from '@testing-library/react';
import { makeOffers, renderWithProviders } from '@portal/platform/testing';
import type { SearchCriteria } from '../search-params';
import { OfferList } from './OfferList';

const criteria: SearchCriteria = {
  origin: 'JFK',
  destination: 'LAX',
  departureDate: '2026-12-01',
  cabinClass: 'economy',
  adultsCount: 1,
  childrenCount: 0,
  infantsCount: 0,
  tripType: 'one-way',
};

/** A browser's ResizeObserver, driven by the test: `report` is the frame that measured the cards. */
class FakeResizeObserver {
  static live = new Set<FakeResizeObserver>();
  private readonly targets = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.live.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    FakeResizeObserver.live.delete(this);
  }
  static report(cardHeight: number) {
    for (const observer of FakeResizeObserver.live) {
      const entries = [...observer.targets].map((target) => {
        const isCard = target instanceof HTMLElement && target.dataset.index !== undefined;
        const size = { blockSize: isCard ? cardHeight : 2000, inlineSize: 412 };
        return { target, borderBoxSize: [size], contentBoxSize: [size], contentRect: target.getBoundingClientRect() };
      });
      observer.callback(entries as unknown as ResizeObserverEntry[], observer as unknown as ResizeObserver);
    }
  }
}

/**
 * Reads of a card's size (laid out 600 px tall) or of the list's place on the page: in a browser
 * each one lays the page out, there and then.
 */
const countLayoutReads = () => {
  let reads = 0;
  const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  const rect = Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect');
  const isCard = (element: Element) => element instanceof HTMLElement && element.dataset.index !== undefined;
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      if (!isCard(this)) return 0;
      reads += 1;
      return 600;
    },
  });
  Object.defineProperty(Element.prototype, 'getBoundingClientRect', {
    configurable: true,
    value(this: Element) {
      if (this instanceof HTMLElement && this.dataset.testid === 'offer-list') reads += 1;
      if (!isCard(this)) return rect?.value.call(this);
      reads += 1;
      return new DOMRect(0, 0, 412, 600);
    },
  });
  return {
    reads: () => reads,
    undo: () => {
      if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
      if (rect) Object.defineProperty(Element.prototype, 'getBoundingClientRect', rect);
    },
  };
};

const { innerWidth, innerHeight } = window;
let layoutReads: ReturnType<typeof countLayoutReads>;
beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 412 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 823 });
  window.scrollTo = jest.fn();
  (window as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
  layoutReads = countLayoutReads();
});
afterEach(() => {
  layoutReads.undo();
  delete (window as { ResizeObserver?: unknown }).ResizeObserver;
  FakeResizeObserver.live.clear();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: innerWidth });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: innerHeight });
});

const cardsIn = () => screen.getAllByRole('listitem');

/** Reads of the window's size, and scrolls of the window: in a browser each one lays the page out. */
const countWindowLayout = () => {
  const reads = { width: 0, height: 0 };
  Object.defineProperty(window, 'innerWidth', { configurable: true, get: () => ((reads.width += 1), 412) });
  Object.defineProperty(window, 'innerHeight', { configurable: true, get: () => ((reads.height += 1), 823) });
  return { reads, scrolls: window.scrollTo as jest.Mock };
};

test('the list fills a phone screen in its first drawing, without re-drawing itself or reading a size or place as it is drawn', () => {
  const drawn: number[] = [];
  renderWithProviders(
    <Profiler id="list" onRender={() => drawn.push(screen.queryAllByRole('listitem').length)}>
      <OfferList offers={makeOffers(30)} criteria={criteria} />
    </Profiler>,
    { route: '/search' },
  );

  // One drawing holds the screen's cards and two beyond; none is added in a second drawing.
  expect(drawn).toEqual([cardsIn().length]);
  expect(cardsIn().length).toBeGreaterThanOrEqual(2);
  // Sizes and the list's place come from the observer, after the browser has laid the page out.
  expect(layoutReads.reads()).toBe(0);
});

test('attaching to the window neither scrolls it nor reads its size again in the commit: the size read as the list is drawn serves until the next frame', () => {
  const window_ = countWindowLayout();
  renderWithProviders(<OfferList offers={makeOffers(30)} criteria={criteria} />, { route: '/search' });

  expect(window_.scrolls).not.toHaveBeenCalled();
  expect(window_.reads).toEqual({ width: 1, height: 1 });
  expect(cardsIn().length).toBeGreaterThanOrEqual(2);
});

test('the list follows the window once it is resized', () => {
  renderWithProviders(<OfferList offers={makeOffers(30)} criteria={criteria} />, { route: '/search' });
  act(() => FakeResizeObserver.report(600));
  const onPhone = cardsIn().length;

  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 823 * 3 });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });

  expect(cardsIn().length).toBeGreaterThan(onPhone);
});

test('once the observer has measured the cards, each card starts where the one above it ends', () => {
  renderWithProviders(<OfferList offers={makeOffers(30)} criteria={criteria} />, { route: '/search' });

  act(() => FakeResizeObserver.report(600));

  const [first, second, third] = cardsIn();
  expect(first).toHaveStyle({ transform: 'translateY(0px)' });
  expect(second).toHaveStyle({ transform: 'translateY(600px)' });
  expect(third).toHaveStyle({ transform: 'translateY(1200px)' });
});
