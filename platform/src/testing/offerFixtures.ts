import { flightOfferSchema, type FlightOffer, type Segment, type Slice } from '@portal/platform-common/contracts';

const PLACES: Record<string, [name: string, city: string, country: string]> = {
  JFK: ['John F. Kennedy International Airport', 'New York', 'US'],
  LAX: ['Los Angeles International Airport', 'Los Angeles', 'US'],
  ORD: ["O'Hare International Airport", 'Chicago', 'US'],
  DFW: ['Dallas/Fort Worth International Airport', 'Dallas', 'US'],
  LHR: ['Heathrow Airport', 'London', 'GB'],
  FRA: ['Frankfurt Airport', 'Frankfurt', 'DE'],
};

const AIRLINES: Record<string, string> = {
  AA: 'American Airlines',
  DL: 'Delta Air Lines',
  UA: 'United Airlines',
  BA: 'British Airways',
  LH: 'Lufthansa',
  B6: 'JetBlue',
};

export const place = (code: string, terminal: string | null = null) => {
  const [name, city, country] = PLACES[code] ?? [`${code} Airport`, code, 'US'];
  return { name, iata_code: code, city_name: city, country_code: country, terminal };
};

/** An airline by its code, with its logo unless told it has none. */
export const carrier = (code: string, { logo = true }: { logo?: boolean } = {}) => ({
  name: AIRLINES[code] ?? code,
  iata_code: code,
  logo_url: logo ? `/airline-logos/${code}.svg` : null,
});

const pad = (n: number) => String(n).padStart(2, '0');

/** Adds minutes to a local wall-clock time, keeping the provider's offset-less format. */
const addMinutes = (local: string, minutes: number): string => {
  const date = new Date(new Date(local).getTime() + minutes * 60_000);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:00`;
};

let sequence = 0;
const nextId = (prefix: string) => `${prefix}_${(sequence += 1)}`;

export interface SliceSpec {
  from?: string;
  to?: string;
  /** Connection airports: one segment more than there are. */
  via?: string[];
  departing?: string;
  /** The last arrival; connections are spaced two hours apart from the departure. */
  arriving?: string;
  /** One carrier for every segment, or one per segment. */
  carrier?: string | string[];
  duration?: string | null;
}

export const makeSlice = ({
  from = 'JFK',
  to = 'LAX',
  via = [],
  departing = '2026-12-01T08:00:00',
  arriving,
  carrier: carriers = 'AA',
  duration = 'PT6H0M',
}: SliceSpec = {}): Slice => {
  const stops = [from, ...via, to];
  const segments: Segment[] = stops.slice(1).map((destination, index) => {
    const code = Array.isArray(carriers) ? (carriers[index] ?? carriers[0] ?? 'AA') : carriers;
    const departs = addMinutes(departing, index * 240);
    const last = index === stops.length - 2;
    return {
      id: nextId('seg'),
      departing_at: departs,
      arriving_at: last && arriving ? arriving : addMinutes(departs, 150),
      origin: place(stops[index] ?? from, 'T1'),
      destination: place(destination, '4'),
      marketing_carrier: carrier(code),
      operating_carrier: carrier(code),
      airline: carrier(code),
      flight_number: String(100 + index),
      aircraft: { name: 'Airbus A321' },
      duration: 'PT2H30M',
      baggage: { checked: 1, carry_on: 1 },
      cabin_class: 'economy',
      services: [],
    };
  });
  return { id: nextId('sli'), origin: place(from), destination: place(to), duration, segments };
};

/** What every fixture offer has unless told otherwise: 450.00 USD of which 70.00 tax, one adult. */
const offerOf = (
  fields: Partial<FlightOffer> &
    Pick<FlightOffer, 'id' | 'owner' | 'slices' | 'expires_at' | 'created_at' | 'conditions'>,
): FlightOffer =>
  flightOfferSchema.parse({
    total_amount: '450.00',
    total_currency: 'USD',
    base_amount: '380.00',
    base_currency: 'USD',
    tax_amount: '70.00',
    tax_currency: 'USD',
    service_fee_amount: '0.00',
    service_fee_currency: 'USD',
    baggage_included: true,
    available_services: [],
    passenger_identity_documents_required: false,
    payment_requirements: { price_guarantee_expires_at: null, payment_required_by: null },
    passengers: [{ id: 'pas_1', type: 'adult' }],
    ...fields,
  });

export type OfferSpec = Partial<Omit<FlightOffer, 'slices'>> & {
  outbound?: SliceSpec;
  inbound?: SliceSpec;
  slices?: Slice[];
};

/** A search result (parsed with the contract): one-way JFK → LAX on AA on fixed dates, a new id each time, unless told otherwise. */
export const makeOffer = ({ outbound, inbound, slices, ...overrides }: OfferSpec = {}): FlightOffer => {
  const created = new Date('2026-11-01T10:00:00Z');
  return offerOf({
    id: nextId('off'),
    owner: carrier(Array.isArray(outbound?.carrier) ? (outbound.carrier[0] ?? 'AA') : (outbound?.carrier ?? 'AA')),
    slices: slices ?? [
      makeSlice(outbound),
      ...(inbound ? [makeSlice({ from: 'LAX', to: 'JFK', departing: '2026-12-08T09:00:00', ...inbound })] : []),
    ],
    conditions: {
      refundable: false,
      changeable: true,
      refund_penalty: null,
      change_penalty: { amount: '75.00', currency: 'USD' },
    },
    expires_at: new Date(created.getTime() + 30 * 60_000).toISOString(),
    created_at: created.toISOString(),
    ...overrides,
  });
};

/** `count` offers priced 100, 110, 120... with distinct ids. */
export const makeOffers = (count: number, spec: OfferSpec = {}): FlightOffer[] =>
  Array.from({ length: count }, (_, index) =>
    makeOffer({ ...spec, id: `${spec.id ?? 'off'}_${index}`, total_amount: (100 + index * 10).toFixed(2) }),
  );

export const searchResponse = (offers: FlightOffer[], totalCount = offers.length, page = 1, limit = 30) => ({
  offers,
  total_count: totalCount,
  page,
  limit,
});

/** yyyy-MM-dd, `days` from today (local time, as a form's today). */
export const daysFromToday = (days: number): string => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** Bookable offers depart 30 days out, so every passenger age band is computed on that day. */
export const TRAVEL_DATE = daysFromToday(30);

const AMERICAN = carrier('AA', { logo: false });

/** A one-segment slice of a bookable offer: AA 100, 08:00 to 14:30 on `day`; its segment is seg_{id}. */
const bookableSlice = (id: string, from: string, to: string, day: string): Slice => ({
  id,
  origin: place(from),
  destination: place(to),
  duration: 'PT6H30M',
  segments: [
    {
      id: `seg_${id}`,
      departing_at: `${day}T08:00:00`,
      arriving_at: `${day}T14:30:00`,
      origin: place(from),
      destination: place(to),
      marketing_carrier: AMERICAN,
      operating_carrier: AMERICAN,
      airline: AMERICAN,
      flight_number: '100',
      aircraft: { name: 'Airbus A321' },
      duration: 'PT6H30M',
      baggage: { checked: 1, carry_on: 1 },
      cabin_class: 'economy',
      services: [],
    },
  ],
});

export interface BookableOfferSpec extends Partial<Omit<FlightOffer, 'slices'>> {
  from?: string;
  to?: string;
  /** Adds a return slice, a week after the outbound one. */
  roundTrip?: boolean;
}

/**
 * An offer open for booking (parsed with the contract): off_1, one-way JFK → LAX (no passport
 * needed) departing on TRAVEL_DATE, expiring 25 minutes from now, unless told otherwise.
 */
export const makeBookableOffer = ({
  from = 'JFK',
  to = 'LAX',
  roundTrip = false,
  ...overrides
}: BookableOfferSpec = {}): FlightOffer =>
  offerOf({
    id: 'off_1',
    owner: AMERICAN,
    slices: [
      bookableSlice('out', from, to, TRAVEL_DATE),
      ...(roundTrip ? [bookableSlice('ret', to, from, daysFromToday(37))] : []),
    ],
    conditions: { refundable: false, changeable: true, refund_penalty: null, change_penalty: null },
    expires_at: new Date(Date.now() + 25 * 60_000).toISOString(),
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  });
