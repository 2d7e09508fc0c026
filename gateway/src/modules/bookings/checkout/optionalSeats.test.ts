import {
  bookingResultSchema,
  type FlightOffer,
  type SeatMap,
  type SeatSelection,
} from '@portal/platform-common/contracts';
import {
  AUTHORIZE,
  bookingBody,
  passengersFor,
  searchJfkLhr,
  seatsFor,
  stripeCalls,
  totalOf,
  traveller,
  type Traveller,
} from '../../../../test/bookingStories';
import { bookingRow, stripeIntent } from '../../../../test/bookingEvidence';
import { cents, duffelSandboxAt, plusPercent, storedSupplierOffer } from '../../../../test/flightStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../../test/testApp';

/** The default brand's markup on seats: its percentage only (a free seat stays free). */
const SEAT_MARKUP_PERCENT = 23n;

let t: TestApp;
let offers: FlightOffer[];
/** An offer books once: each story takes its own. */
const used = new Set<string>();

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONTROLS: 'on' }, { listen: true });
  offers = await searchJfkLhr(t, await traveller(t), { adults: 2, children: 0, infants: 0 });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** A connecting offer (two flights or more on the way out) with a seat map for its first flight, as the booking page fetches it. */
const connectingOfferWithSeats = async (v: Traveller): Promise<{ offer: FlightOffer; maps: SeatMap[] }> => {
  for (const candidate of offers.filter(
    (offer) => !used.has(offer.id) && (offer.slices[0]?.segments.length ?? 0) >= 2,
  )) {
    used.add(candidate.id);
    const maps = (await v.get(`/api/flights/seatmaps/${candidate.id}`).expect(200)).body as SeatMap[];
    if (maps[0]?.segment_id !== candidate.slices[0]?.segments[0]?.id) continue;
    const offer = (await v.get(`/api/flights/offer/${candidate.id}`).expect(200)).body as FlightOffer;
    return { offer, maps };
  }
  throw new Error('no connecting offer with a seat map for its first flight');
};

describe('POST /api/bookings: seats are optional per flight and per passenger', () => {
  test('a seat for one passenger on the first flight only of a connecting offer: confirmed with that one seat in the Duffel order, priced as shown', async () => {
    const v = await traveller(t);
    const { offer, maps } = await connectingOfferWithSeats(v);
    const [first, second] = offer.slices[0]?.segments ?? [];
    const seats = seatsFor(offer, maps, 1);
    expect(seats).toEqual([expect.objectContaining({ passengerId: offer.passengers[0]?.id, segmentId: first?.id })]);

    const res = await v.book(bookingBody({ offer, passengers: passengersFor(offer), seats })).expect(201);

    const result = bookingResultSchema.parse(res.body);
    expect(result).toMatchObject({
      status: 'confirmed',
      totalAmount: totalOf(offer, seats),
      totalCurrency: offer.total_currency,
    });
    const { row, payment } = await bookingRow(t, result.id);
    const { data: order } = await duffelSandboxAt(t).sdk().orders.get(String(row?.duffel_order_id));
    // Exactly the one seat, on the order's copy of the first flight, for the first passenger.
    const seatServices = order.services.filter((service) => service.type === 'seat');
    const [orderFirst, orderSecond] = order.slices[0]?.segments ?? [];
    expect(seatServices).toEqual([
      expect.objectContaining({
        passenger_ids: [seats[0]?.passengerId],
        segment_ids: [orderFirst?.id],
        quantity: 1,
        metadata: expect.objectContaining({ designator: seats[0]?.designator }),
      }),
    ]);
    expect(
      orderFirst?.passengers.find((passenger) => passenger.passenger_id === seats[0]?.passengerId)?.seat,
    ).toMatchObject({ designator: seats[0]?.designator });
    expect(orderFirst?.passengers.filter((passenger) => passenger.seat)).toHaveLength(1);
    expect(orderSecond?.passengers.some((passenger) => passenger.seat)).toBe(false);
    expect(
      [orderFirst, orderSecond].map((segment) => `${segment?.origin.iata_code}-${segment?.destination.iata_code}`),
    ).toEqual([first, second].map((segment) => `${segment?.origin.iata_code}-${segment?.destination.iata_code}`));
    // Priced right: Duffel is paid the offer and that seat at cost; the card the marked-up offer and seat.
    const supplier = await storedSupplierOffer(t, offer.id);
    const seatCost = cents(seatServices[0]?.total_amount ?? '');
    expect(cents(seats[0]?.amount ?? '')).toBe(plusPercent(seatCost, SEAT_MARKUP_PERCENT));
    expect(cents(order.total_amount)).toBe(cents(supplier.total_amount) + seatCost);
    expect(BigInt(String(row?.supplier_total_minor))).toBe(cents(order.total_amount));
    expect(BigInt(String(row?.selling_total_minor))).toBe(cents(offer.total_amount) + cents(seats[0]?.amount ?? ''));
    expect(stripeIntent(t, String(payment?.provider_payment_id))).toMatchObject({
      status: 'succeeded',
      amount: Number(cents(result.totalAmount)),
    });
    // The e-mail says which flight the seat is on, and that the other passenger has none.
    expect(result.emailContent?.text).toContain(
      `Ada Lovelace (Adult), seat ${seats[0]?.designator} (${first?.origin.iata_code} → ${first?.destination.iata_code})\n`,
    );
    expect(result.emailContent?.text).toMatch(/William Lovelace \(Adult\)\n/);
    expect((row?.itinerary as { seats: unknown[] }).seats).toEqual([
      { passenger_id: seats[0]?.passengerId, segment_id: first?.id, designator: seats[0]?.designator },
    ]);
  });

  test('two seats for one passenger on one flight, or one seat for two passengers, is 400 saying so, and nothing is authorized', async () => {
    const v = await traveller(t);
    const { offer, maps } = await connectingOfferWithSeats(v);
    const [ada, william] = seatsFor(offer, maps, 2) as [SeatSelection, SeatSelection];
    const authorizations = await stripeCalls(t, AUTHORIZE);

    for (const seats of [
      [ada, { ...william, passengerId: ada.passengerId }],
      [ada, { ...ada, passengerId: william.passengerId }],
    ]) {
      const res = await v.book(bookingBody({ offer, passengers: passengersFor(offer), seats })).expect(400);
      expect(res.body).toMatchObject({
        error: 'VALIDATION_ERROR',
        message: 'Choose one seat per passenger on each flight, and each seat once.',
      });
    }
    expect(await stripeCalls(t, AUTHORIZE)).toBe(authorizations);
  });
});
