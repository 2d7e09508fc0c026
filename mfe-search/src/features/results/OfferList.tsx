import { memo, useEffect, useMemo, useState } from 'react';
import {
  measureElement,
  useWindowVirtualizer,
  windowScroll,
  type Rect,
  type Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { Box, type FareGroup, type FlightOffer } from '@portal/platform';
import type { SearchCriteria } from '../search-params';
import { FlightCard } from './FlightCard';
import { useListOffset } from './useListOffset';

interface OfferListProps {
  offers: FlightOffer[];
  criteria: SearchCriteria;
  /** Each card's fares, by its offer's id. */
  fareGroups?: FareGroup[];
  perPerson?: boolean;
}

/**
 * Room a card needs before it is measured: one slice, or two, and its fares. A narrow screen
 * stacks what a wide one puts side by side, so its cards are about twice as tall; too low an
 * estimate draws more cards than the screen holds on the first render, only to drop them.
 */
const CARD_HEIGHTS = [
  { narrowerThan: 600, oneSlice: 480, twoSlices: 550, fares: 230 },
  { narrowerThan: 900, oneSlice: 340, twoSlices: 550, fares: 130 },
  { narrowerThan: Infinity, oneSlice: 260, twoSlices: 360, fares: 130 },
] as const;
const estimateHeight = (offer: FlightOffer | undefined, fares: number, width: number) => {
  const heights = CARD_HEIGHTS.find((row) => width < row.narrowerThan) ?? CARD_HEIGHTS[2];
  return ((offer?.slices.length ?? 1) > 1 ? heights.twoSlices : heights.oneSlice) + (fares > 0 ? heights.fares : 0);
};
const GAP = 16;
const NO_FARE_GROUPS: FareGroup[] = [];

/**
 * A card's height from the ResizeObserver's entry, which comes after the frame's layout. A card
 * React has just attached is given the height already known, or its estimate, instead of being
 * measured on the spot: that read would lay the page out inside React's commit, and each new
 * height would re-render the list in that same task. Without ResizeObserver (jsdom), the
 * library's own measure.
 */
const heightFromObserver = (
  element: Element,
  entry: ResizeObserverEntry | undefined,
  list: Virtualizer<Window, Element>,
) => {
  if (entry || typeof ResizeObserver === 'undefined') return measureElement(element, entry, list);
  const index = list.indexFromElement(element);
  return list.itemSizeCache.get(list.options.getItemKey(index)) ?? list.options.estimateSize(index);
};

/**
 * The window's size, read when the list mounts and on each resize, not on each estimate: a read
 * in React's commit (where the virtualizer asks for estimates) lays the page out there.
 */
const useWindowSize = () => {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const follow = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', follow);
    return () => window.removeEventListener('resize', follow);
  }, []);
  return size;
};

/**
 * The window's size for the virtualizer, first read in the frame after the commit (the library's
 * own reads it at once, inside React's commit, where it lays the whole new page out), then on
 * each resize. Until then the virtualizer has `initialRect`, the size read as the list mounted.
 */
const observeWindowRectAfterCommit = (list: Virtualizer<Window, Element>, report: (rect: Rect) => void) => {
  const win = list.scrollElement;
  if (!win) return undefined;
  const read = () => report({ width: win.innerWidth, height: win.innerHeight });
  const frame = win.requestAnimationFrame(read);
  win.addEventListener('resize', read, { passive: true });
  return () => {
    win.cancelAnimationFrame(frame);
    win.removeEventListener('resize', read);
  };
};

/**
 * The library's window scroll, less the one write it makes on attaching to the window: that
 * writes back the offset it has just read, moving nothing, but a scroll lays the new page out
 * there and then, inside React's commit. Corrections (adjustments) and any other target scroll.
 */
const scrollWindowUnlessThere: VirtualizerOptions<Window, Element>['scrollToFn'] = (offset, options, list) => {
  if (!options.adjustments && offset === list.scrollOffset) return;
  windowScroll(offset, options, list);
};

/**
 * The flight cards, virtualized against the window: only the cards near the
 * viewport are in the page, each measured once drawn, so a thousand offers scroll smoothly.
 */
export const OfferList = memo(function OfferList({
  offers,
  criteria,
  fareGroups = NO_FARE_GROUPS,
  perPerson = false,
}: OfferListProps) {
  const { ref, offset } = useListOffset<HTMLDivElement>();
  const windowSize = useWindowSize();
  const faresOf = useMemo(() => new Map(fareGroups.map((group) => [group.offer_id, group.fares])), [fareGroups]);
  const virtualizer = useWindowVirtualizer({
    count: offers.length,
    estimateSize: (index) =>
      estimateHeight(offers[index], faresOf.get(offers[index]?.id ?? '')?.length ?? 0, windowSize.width) + GAP,
    getItemKey: (index) => offers[index]?.id ?? index,
    // A card or two beyond the screen each way: each card is a large tree, drawn as it nears.
    overscan: 2,
    scrollMargin: offset,
    measureElement: heightFromObserver,
    observeElementRect: observeWindowRectAfterCommit,
    scrollToFn: scrollWindowUnlessThere,
    // From a zero size (the library's start) the list would draw one card, then re-render itself
    // in React's commit to fill the screen.
    initialRect: windowSize,
  });

  return (
    <Box
      ref={ref}
      role="list"
      aria-label="Flight offers"
      data-testid="offer-list"
      sx={{ position: 'relative', width: 1 }}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const offer = offers[item.index];
        return (
          <Box
            key={item.key}
            role="listitem"
            data-index={item.index}
            ref={virtualizer.measureElement}
            sx={{ position: 'absolute', top: 0, left: 0, width: 1, pb: `${GAP}px` }}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            {offer && (
              <FlightCard offer={offer} criteria={criteria} fares={faresOf.get(offer.id)} perPerson={perPerson} />
            )}
          </Box>
        );
      })}
    </Box>
  );
});
