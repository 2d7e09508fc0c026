import { type FlightOffer, type Segment, type Slice } from '@portal/platform';
import { flightOfferSchema } from '@portal/platform/validation';

const PLACES: Record<string, [name: string, city: string, country: string]> = {
  JFK: ['John F. Kennedy International Airport', 'New York', 'US'],
  LAX: ['Los Angeles International Airport', 'Los Angeles', 'US'],
  LHR: ['Heathrow Airport', 'London', 'GB'],
};

const place = (code: string) => {
  const [name, city, country] = PLACES[code] ?? [`${code} Airport`, code, 'US'];
  return { name, iata_code: code, city_name: city, country_code: country, terminal: null };
};
const carrier = (code: string, name: string) => ({ name, iata_code: code, logo_url: null });

const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy-MM-dd, `days` from today (local time, as the form's today). */
export const daysFromToday = (days: number): string => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** Departures are 30 days out, so every age band below is computed on that day. */
export const TRAVEL_DATE = daysFromToday(30);

const segment = (id: string, from: string, to: string, day: string): Segment => ({
  id,
  departing_at: `${day}T08:00:00`,
  arriving_at: `${day}T14:30:00`,
  origin: place(from),
  destination: place(to),
  marketing_carrier: carrier('AA', 'American Airlines'),
  operating_carrier: carrier('AA', 'American Airlines'),
  airline: carrier('AA', 'American Airlines'),
  flight_number: '100',
  aircraft: { name: 'Airbus A321' },
  duration: 'PT6H30M',
  baggage: { checked: 1, carry_on: 1 },
  cabin_class: 'economy',
  services: [],
});

const slice = (id: string, from: string, to: string, day: string): Slice => ({
  id,
  origin: place(from),
  destination: place(to),
  duration: 'PT6H30M',
  segments: [segment(`seg_${id}`, from, to, day)],
});

export interface BookingOfferSpec extends Partial<Omit<FlightOffer, 'slices'>> {
  from?: string;
  to?: string;
  /** Adds a return slice. */
  roundTrip?: boolean;
}

/**
 * A valid offer (parsed with the contract): one-way JFK → LAX (no passport needed) unless told
 * otherwise, 450.00 USD of which 70.00 tax, one adult, expiring 25 minutes from now.
 */
export const makeOffer = ({ from = 'JFK', to = 'LAX', roundTrip = false, ...overrides }: BookingOfferSpec = {}): FlightOffer =>
  flightOfferSchema.parse({
    id: 'off_1',
    total_amount: '450.00',
    total_currency: 'USD',
    base_amount: '380.00',
    base_currency: 'USD',
    tax_amount: '70.00',
    tax_currency: 'USD',
    service_fee_amount: '0.00',
    service_fee_currency: 'USD',
    owner: carrier('AA', 'American Airlines'),
    slices: [slice('out', from, to, TRAVEL_DATE), ...(roundTrip ? [slice('ret', to, from, daysFromToday(37))] : [])],
    conditions: { refundable: false, changeable: true, refund_penalty: null, change_penalty: null },
    baggage_included: true,
    available_services: [],
    passenger_identity_documents_required: false,
    expires_at: new Date(Date.now() + 25 * 60_000).toISOString(),
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    payment_requirements: { price_guarantee_expires_at: null, payment_required_by: null },
    passengers: [{ id: 'pas_1', type: 'adult' }],
    ...overrides,
  });
