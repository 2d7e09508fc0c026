import { Duffel, DuffelError } from '@duffel/api';
import type { SandboxClock } from '@portal/sandbox-clock';
import type {
  CabinClass,
  CreateOfferRequestPassenger,
  CreateOrder,
  CreateOrderPassenger,
  Offer,
  Order,
  SeatMap,
} from './duffelTypes';
import { centsOf, formatCents } from './money';
import { daysFromNow, TEST_TOKEN } from './testSandbox';

// Test helpers: a booking as the gateway's saga makes it, through the real SDK.

export const sdkFor = (basePath: string): Duffel => new Duffel({ token: TEST_TOKEN, basePath, apiVersion: 'v2' });

// The SDK exports DuffelError as a value only: its instance type has to be derived.
export type DuffelApiFailure = InstanceType<typeof DuffelError>;

export const duffelErrorOf = async (call: Promise<unknown>): Promise<DuffelApiFailure> => {
  try {
    await call;
  } catch (error) {
    if (error instanceof DuffelError) return error;
    throw error;
  }
  throw new Error('expected the SDK to throw a DuffelError');
};

export interface SearchSpec {
  origin?: string;
  destination?: string;
  cabin?: CabinClass;
  passengers?: CreateOfferRequestPassenger[];
  days?: number;
}

// The SDK's types take non-adults by age only: 8 is a child, 1 a lap infant.
const FAMILY: CreateOfferRequestPassenger[] = [{ type: 'adult' }, { age: 8 }, { age: 1 }];

/** Offers of a one-way search, with seat maps where `withSeats` (mainline jets only). */
export const searchOffers = async (duffel: Duffel, clock: SandboxClock, spec: SearchSpec = {}): Promise<Offer[]> => {
  const request = await duffel.offerRequests.create({
    slices: [
      {
        origin: spec.origin ?? 'JFK',
        destination: spec.destination ?? 'LHR',
        departure_date: daysFromNow(spec.days ?? 30, clock),
        departure_time: null,
        arrival_time: null,
      },
    ],
    passengers: spec.passengers ?? FAMILY,
    cabin_class: spec.cabin ?? 'economy',
    max_connections: 1,
    return_offers: false,
  });
  return (await duffel.offers.list({ offer_request_id: request.data.id, limit: 200 })).data as Offer[];
};

const mainline = (offer: Offer) =>
  offer.owner.iata_code !== 'WN' &&
  offer.slices.every((slice) => slice.segments.every((segment) => segment.aircraft.iata_code !== 'E75'));

/** The first offer (of those matching) that has seat maps for every flight, fetched with its services. */
export const offerWithSeats = async (duffel: Duffel, offers: Offer[], pick: (offer: Offer) => boolean = () => true) => {
  for (const candidate of offers.filter((offer) => mainline(offer) && pick(offer))) {
    const seatMaps = (await duffel.seatMaps.get({ offer_id: candidate.id })).data as SeatMap[];
    if (seatMaps.length === 0) continue;
    const offer = (await duffel.offers.get(candidate.id, { return_available_services: true })).data as Offer;
    return { offer, seatMaps };
  }
  throw new Error('no offer with seat maps');
};

/**
 * Each test books an offer of its own request (Duffel orders one offer per offer request): the
 * offers of the first search, then those of a new search each time.
 */
export const createFreshOffers = (duffel: Duffel, clock: SandboxClock, first: Offer[]) => {
  const used = new Set<string>();
  return async () => {
    const offers = used.size === 0 ? first : await searchOffers(duffel, clock);
    const picked = await offerWithSeats(duffel, offers, (offer) => !used.has(offer.id));
    used.add(picked.offer.id);
    return picked;
  };
};

/** The order made for a booking, found as the gateway finds it: by passenger name, then its metadata. */
export const lookUpByBookingId = async (
  duffel: Duffel,
  familyName: string,
  bookingId: string,
): Promise<Order | undefined> =>
  (await duffel.orders.list({ 'passenger_name[]': [familyName], limit: 200 })).data.find(
    (order) => order.metadata.booking_id === bookingId,
  );

const yearsBefore = (date: string, years: number, days = 0) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return new Date(day.getTime() - days * 86_400_000).toISOString().slice(0, 10);
};

/** Details for every passenger of the offer: ages in their bands, the first adult carrying the infant. */
export const passengersFor = (offer: Offer, { passports = true } = {}): CreateOrderPassenger[] => {
  const travel = offer.slices[0]?.segments[0]?.departing_at.slice(0, 10) ?? '2030-01-01';
  const infant = offer.passengers.find((passenger) => passenger.type === 'infant_without_seat');
  let infantCarried = false;
  return offer.passengers.map((passenger, i) => {
    const bornOn =
      passenger.type === 'adult'
        ? yearsBefore(travel, 35 + i)
        : passenger.type === 'child'
          ? yearsBefore(travel, 8)
          : yearsBefore(travel, 0, 240);
    const carries = passenger.type === 'adult' && infant && !infantCarried;
    if (carries) infantCarried = true;
    return {
      id: passenger.id,
      title: passenger.type === 'adult' ? 'mrs' : 'miss',
      gender: 'f',
      given_name: ['Amelia', 'Beatrix', 'Clara', 'Dora'][i % 4] as string,
      family_name: 'Earhart',
      born_on: bornOn,
      email: 'amelia@example.com',
      phone_number: '+442080160509',
      ...(carries ? { infant_passenger_id: infant.id } : {}),
      ...(passports
        ? {
            identity_documents: [
              {
                type: 'passport' as const,
                unique_identifier: `P${1000000 + i}`,
                expires_on: yearsBefore(travel, -8),
                issuing_country_code: 'GB',
              },
            ],
          }
        : {}),
    };
  });
};

/** A free or paid seat for each seated passenger on each flight, all different. */
export const seatsFor = (offer: Offer, seatMaps: SeatMap[]): { id: string; amount: string }[] => {
  const chosen: { id: string; amount: string }[] = [];
  for (const map of seatMaps) {
    const taken = new Set<string>();
    for (const passenger of offer.passengers.filter((candidate) => candidate.type !== 'infant_without_seat')) {
      const seat = map.cabins
        .flatMap((cabin) => cabin.rows.flatMap((row) => row.sections.flatMap((section) => section.elements)))
        .flatMap((element) => (element.type === 'seat' && !taken.has(element.designator) ? [element] : []))
        .find((element) => element.available_services.some((service) => service.passenger_id === passenger.id));
      const service = seat?.available_services.find((candidate) => candidate.passenger_id === passenger.id);
      if (!seat || !service) throw new Error(`no seat for ${passenger.id}`);
      taken.add(seat.designator);
      chosen.push({ id: service.id, amount: service.total_amount });
    }
  }
  return chosen;
};

/** The order body: offer total plus every service, paid from the balance. */
export const orderRequest = (
  offer: Offer,
  services: { id: string; amount: string; quantity?: number }[],
  extra: Partial<CreateOrder> = {},
): CreateOrder => {
  const total = services.reduce(
    (sum, service) => sum + centsOf(service.amount) * (service.quantity ?? 1),
    centsOf(offer.total_amount),
  );
  return {
    type: 'instant',
    selected_offers: [offer.id],
    passengers: passengersFor(offer, { passports: offer.passenger_identity_documents_required }),
    services: services.map((service) => ({ id: service.id, quantity: service.quantity ?? 1 })),
    payments: [{ type: 'balance', amount: formatCents(total), currency: offer.total_currency }],
    metadata: { booking_id: `bk_${Math.random().toString(36).slice(2, 10)}` },
    ...extra,
  };
};
