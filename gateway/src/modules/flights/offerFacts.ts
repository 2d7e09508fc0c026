import type { FlightOffer, TimeBucket } from '@portal/platform-common/contracts';

/**
 * What the filters, facets, sort and fare grouping read of an offer, worked out once when the
 * search is stored (the `facts` column) rather than from the supplier JSON on every page.
 * Same rules as the results page had in the browser (mfe-search filters/offerFacts.ts).
 */
export interface OfferFacts {
  /** The same flights (carrier, flight number, departure of every segment): one card. */
  group: string;
  /** The most stops on any slice; 2 means two or more. */
  stops: 0 | 1 | 2;
  /** The owner and every marketing carrier, each once. */
  carriers: { code: string; name: string }[];
  /** Outbound departure (first segment) and arrival (last segment) by the airport's wall clock. */
  departure: TimeBucket | null;
  arrival: TimeBucket | null;
  /** Outbound duration; null when the provider gave none. */
  minutes: number | null;
  refundable: boolean;
  changeable: boolean;
  baggageIncluded: boolean;
  fareBrand: string | null;
  /** The first segment's allowance for the first passenger. */
  checkedBags: number;
  carryOnBags: number;
}

const BUCKET_BY_HOUR: readonly [number, TimeBucket][] = [
  [18, 'evening'],
  [12, 'afternoon'],
  [6, 'morning'],
  [0, 'early_morning'],
];

/** The bucket of a provider local time ('2026-12-01T07:05:00'), read from the text: the airport's own clock. */
export const timeBucketOf = (value: string | undefined): TimeBucket | null => {
  const match = /T(\d{2}):\d{2}/.exec(value ?? '');
  const hour = match ? Number(match[1]) : NaN;
  if (!(hour >= 0 && hour <= 23)) return null;
  return BUCKET_BY_HOUR.find(([from]) => hour >= from)?.[1] ?? null;
};

/** 'PT7H35M', 'P1DT2H' → minutes; null when absent or unreadable. */
export const isoMinutes = (value: string | null | undefined): number | null => {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/.exec(value ?? '');
  if (!match || value === 'P' || value === 'PT') return null;
  const [, days = '0', hours = '0', minutes = '0'] = match;
  return Number(days) * 1440 + Number(hours) * 60 + Number(minutes);
};

export const offerFactsOf = (offer: FlightOffer): OfferFacts => {
  const carriers = new Map<string, string>([[offer.owner.iata_code, offer.owner.name]]);
  for (const segment of offer.slices.flatMap((slice) => slice.segments)) {
    if (!carriers.has(segment.marketing_carrier.iata_code))
      carriers.set(segment.marketing_carrier.iata_code, segment.marketing_carrier.name);
  }
  const outbound = offer.slices[0]?.segments ?? [];
  const stops = Math.max(0, ...offer.slices.map((slice) => slice.segments.length - 1));
  const firstSegment = outbound[0];
  return {
    group: JSON.stringify(
      offer.slices.map((slice) =>
        slice.segments.map((segment) => [
          segment.marketing_carrier.iata_code,
          segment.flight_number,
          segment.departing_at,
        ]),
      ),
    ),
    stops: stops >= 2 ? 2 : stops === 1 ? 1 : 0,
    carriers: [...carriers].map(([code, name]) => ({ code, name })),
    departure: timeBucketOf(firstSegment?.departing_at),
    arrival: timeBucketOf(outbound[outbound.length - 1]?.arriving_at),
    minutes: isoMinutes(offer.slices[0]?.duration),
    refundable: offer.conditions.refundable,
    changeable: offer.conditions.changeable,
    baggageIncluded: offer.baggage_included,
    fareBrand: offer.slices[0]?.fare_brand_name ?? null,
    checkedBags: firstSegment?.baggage.checked ?? 0,
    carryOnBags: firstSegment?.baggage.carry_on ?? 0,
  };
};
