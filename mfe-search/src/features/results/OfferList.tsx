import { useMemo } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
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

/**
 * The flight cards, virtualized against the window: only the cards near the
 * viewport are in the page, each measured once drawn, so a thousand offers scroll smoothly.
 */
export const OfferList = ({ offers, criteria, fareGroups = [], perPerson = false }: OfferListProps) => {
  const { ref, offset } = useListOffset<HTMLDivElement>();
  const faresOf = useMemo(() => new Map(fareGroups.map((group) => [group.offer_id, group.fares])), [fareGroups]);
  const virtualizer = useWindowVirtualizer({
    count: offers.length,
    estimateSize: (index) =>
      estimateHeight(offers[index], faresOf.get(offers[index]?.id ?? '')?.length ?? 0, window.innerWidth) + GAP,
    getItemKey: (index) => offers[index]?.id ?? index,
    // A card or two beyond the screen each way: each card is a large tree, drawn as it nears.
    overscan: 2,
    scrollMargin: offset,
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
};
