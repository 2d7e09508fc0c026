import type { Duffel } from '@duffel/api';
import { createSandboxClock } from '@portal/sandbox-clock';
import type { Offer, OfferAvailableServiceBaggage } from './duffelTypes';
import { centsOf, formatCents } from './money';
import {
  createFreshOffers,
  duffelErrorOf,
  lookUpByBookingId,
  orderRequest,
  passengersFor,
  sdkFor,
  searchOffers,
  seatsFor,
} from './orderFixtures';
import { startSandbox } from './testSandbox';

// Orders as Duffel takes or refuses them; the faults injected around orders.create are in orderFaults.test.ts.
const clock = createSandboxClock();
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let duffel: Duffel;
let freshOffer: ReturnType<typeof createFreshOffers>;

beforeAll(async () => {
  sandbox = await startSandbox(clock);
  duffel = sdkFor(sandbox.basePath);
  freshOffer = createFreshOffers(duffel, clock, await searchOffers(duffel, clock));
});
afterAll(() => sandbox.close());
afterEach(() => {
  clock.reset();
  sandbox.controls.setBehaviour(null);
});

const checkedBag = (offer: Offer, passengerId: string) =>
  offer.available_services.find(
    (service): service is OfferAvailableServiceBaggage =>
      service.type === 'baggage' && service.metadata.type === 'checked' && service.passenger_ids[0] === passengerId,
  ) as OfferAvailableServiceBaggage;

describe('POST air/orders through the SDK', () => {
  test('a family of three books with passports, a checked bag and seats: 201 and a paid order with a booking reference', async () => {
    const balanceBefore = centsOf(sandbox.controls.balance());
    const statsBefore = sandbox.controls.stats()['orders.create'];
    const { offer, seatMaps } = await freshOffer();
    expect(offer.passenger_identity_documents_required).toBe(true);
    const [adult, child, infant] = offer.passengers;
    const bag = checkedBag(offer, adult?.id ?? '');
    const seats = seatsFor(offer, seatMaps);
    expect(seats).toHaveLength(2 * seatMaps.length);
    const body = orderRequest(offer, [{ id: bag.id, amount: bag.total_amount }, ...seats]);

    const created = await duffel.orders.create(body);

    expect(created.status).toBe(201);
    const order = created.data;
    expect(order.id).toMatch(/^ord_0000[A-Za-z0-9]{18}$/);
    expect(order.booking_reference).toMatch(/^[A-Z0-9]{6}$/);
    expect(order.owner).toEqual(offer.owner);
    expect(order.total_amount).toBe(body.payments?.[0]?.amount);
    expect(centsOf(order.total_amount)).toBe(
      centsOf(offer.total_amount) +
        centsOf(bag.total_amount) +
        seats.reduce((sum, seat) => sum + centsOf(seat.amount), 0),
    );
    expect(centsOf(order.base_amount) + centsOf(order.tax_amount)).toBe(centsOf(order.total_amount));
    expect(order.total_currency).toBe('USD');
    expect(order.conditions).toEqual(offer.conditions);
    expect(order.metadata).toEqual(body.metadata);
    expect(order.cancelled_at).toBeNull();
    expect(order.payment_status).toEqual({ awaiting_payment: false, paid_at: order.created_at });
    expect(order.synced_at).toBe(order.created_at);
    expect(order.passengers.map((passenger) => [passenger.id, passenger.type])).toEqual([
      [adult?.id, 'adult'],
      [child?.id, 'child'],
      [infant?.id, 'infant_without_seat'],
    ]);
    expect(order.passengers[0]?.infant_passenger_id).toBe(infant?.id);
    expect(order.documents?.map((document) => document.type)).toEqual([
      'electronic_ticket',
      'electronic_ticket',
      'electronic_ticket',
    ]);
    expect(order.documents?.[0]?.unique_identifier).toMatch(/^\d{13}$/);
    expect(order.slices.map((slice) => slice.segments.length)).toEqual(
      offer.slices.map((slice) => slice.segments.length),
    );
    const segmentIds = order.slices.flatMap((slice) => slice.segments.map((segment) => segment.id));
    expect(segmentIds.some((id) => offer.slices[0]?.segments.some((segment) => segment.id === id))).toBe(false);
    const bagService = order.services.find((service) => service.type === 'baggage');
    expect(bagService).toMatchObject({
      passenger_ids: [adult?.id],
      quantity: 1,
      total_amount: bag.total_amount,
      segment_ids: order.slices[0]?.segments.map((segment) => segment.id),
    });
    const seatServices = order.services.filter((service) => service.type === 'seat');
    expect(seatServices).toHaveLength(seats.length);
    for (const service of seatServices) expect(segmentIds).toContain(service.segment_ids[0]);
    const seated = order.slices[0]?.segments[0]?.passengers.find((passenger) => passenger.passenger_id === adult?.id);
    expect(seated?.seat?.designator).toMatch(/^\d+[A-K]$/);
    const refundable = offer.conditions.refund_before_departure?.allowed === true;
    const changeable = offer.conditions.change_before_departure?.allowed === true;
    expect(order.available_actions).toEqual([...(refundable ? ['cancel'] : []), ...(changeable ? ['change'] : [])]);

    expect((await duffel.orders.get(order.id)).data).toEqual(order);
    expect(centsOf(sandbox.controls.balance())).toBe(balanceBefore - centsOf(order.total_amount));
    expect(sandbox.controls.stats()['orders.create']).toBe(statsBefore + 1);
    expect(await lookUpByBookingId(duffel, 'earhart', body.metadata?.booking_id ?? '')).toEqual(order);
    expect(
      (await duffel.orders.list({ booking_reference: order.booking_reference.toLowerCase() })).data.map(
        (found) => found.id,
      ),
    ).toEqual([order.id]);

    const again = await duffelErrorOf(duffel.orders.create({ ...body, metadata: { booking_id: 'bk_retry' } }));
    expect(again.meta.status).toBe(422);
    expect(again.errors[0]?.code).toBe('offer_request_already_booked');
    expect(centsOf(sandbox.controls.balance())).toBe(balanceBefore - centsOf(order.total_amount));
  });

  test('once one offer of a request is ordered, another offer of that request is refused: offer_request_already_booked', async () => {
    const offers = await searchOffers(duffel, clock);
    await duffel.orders.create(orderRequest(offers[0] as Offer, []));
    const error = await duffelErrorOf(duffel.orders.create(orderRequest(offers[1] as Offer, [])));
    expect(error.meta.status).toBe(422);
    expect(error.errors[0]?.code).toBe('offer_request_already_booked');
  });

  test('a payment that is not the total plus services is refused with payment_amount_does_not_match_order_amount', async () => {
    const { offer } = await freshOffer();
    const bag = checkedBag(offer, offer.passengers[0]?.id ?? '');
    // The offer total alone, forgetting the bag.
    const body = {
      ...orderRequest(offer, [{ id: bag.id, amount: bag.total_amount }]),
      payments: [{ type: 'balance' as const, amount: offer.total_amount, currency: 'USD' }],
    };
    const error = await duffelErrorOf(duffel.orders.create(body));
    expect(error.meta.status).toBe(422);
    expect(error.errors[0]).toMatchObject({
      code: 'payment_amount_does_not_match_order_amount',
      source: { pointer: '/payments/0/amount' },
    });
    expect(error.errors[0]?.message).toContain(formatCents(centsOf(offer.total_amount) + centsOf(bag.total_amount)));
  });

  test('an offer past its expiry by the clock is refused with offer_no_longer_available', async () => {
    const { offer } = await freshOffer();
    clock.advanceMinutes(31);
    const error = await duffelErrorOf(duffel.orders.create(orderRequest(offer, [])));
    expect(error.meta.status).toBe(422);
    expect(error.errors[0]?.code).toBe('offer_no_longer_available');
  });

  test.each([
    [
      'an unknown passenger id',
      (offer: Offer) => ({
        passengers: passengersFor(offer).map((p, i) => (i === 1 ? { ...p, id: 'pas_0000NotOnThisOffer' } : p)),
      }),
      '/passengers/1/id',
    ],
    ['a passenger left out', (offer: Offer) => ({ passengers: passengersFor(offer).slice(0, 2) }), '/passengers'],
    [
      'no passports on an offer that requires them',
      (offer: Offer) => ({ passengers: passengersFor(offer, { passports: false }) }),
      '/passengers/0/identity_documents',
    ],
    [
      'a child born as an adult',
      (offer: Offer) => ({
        passengers: passengersFor(offer).map((p, i) => (i === 1 ? { ...p, born_on: '1990-01-01' } : p)),
      }),
      '/passengers/1/born_on',
    ],
    [
      'an infant nobody carries',
      (offer: Offer) => ({ passengers: passengersFor(offer).map(({ infant_passenger_id: _infant, ...p }) => p) }),
      '/passengers/2/id',
    ],
    [
      'a phone number not in E.164',
      (offer: Offer) => ({ passengers: passengersFor(offer).map((p) => ({ ...p, phone_number: '020 8016 0509' })) }),
      '/passengers/0/phone_number',
    ],
    [
      'a passport expiring before the flight',
      (offer: Offer) => ({
        passengers: passengersFor(offer).map((p) => ({
          ...p,
          identity_documents: [
            {
              type: 'passport' as const,
              unique_identifier: 'P1234567',
              expires_on: '2020-01-01',
              issuing_country_code: 'GB',
            },
          ],
        })),
      }),
      '/passengers/0/identity_documents/0/expires_on',
    ],
    ['two offers', (offer: Offer) => ({ selected_offers: [offer.id, offer.id] }), '/selected_offers'],
    ['pay_later', () => ({ type: 'pay_later' as const }), '/type'],
  ])('with %s, then 422 validation_error with its pointer', async (_case, change, pointer) => {
    const { offer } = await freshOffer();
    const error = await duffelErrorOf(duffel.orders.create({ ...orderRequest(offer, []), ...change(offer) }));
    expect(error.meta.status).toBe(422);
    expect(error.errors[0]).toMatchObject({ type: 'validation_error', code: 'validation_error', source: { pointer } });
  });

  test("another offer's bag is a validation error, and so is a forged service id", async () => {
    const [{ offer }, { offer: other }] = [await freshOffer(), await freshOffer()];
    const foreign = checkedBag(other, other.passengers[0]?.id ?? '');
    const error = await duffelErrorOf(
      duffel.orders.create(orderRequest(offer, [{ id: foreign.id, amount: foreign.total_amount }])),
    );
    expect(error.errors[0]).toMatchObject({ code: 'validation_error', source: { pointer: '/services/0/id' } });
    expect(error.errors[0]?.message).toContain('another offer');
    const forged = await duffelErrorOf(
      duffel.orders.create(orderRequest(offer, [{ id: `${foreign.id.slice(0, -3)}AAA`, amount: '0.00' }])),
    );
    expect(forged.errors[0]).toMatchObject({ code: 'validation_error', source: { pointer: '/services/0/id' } });
  });

  test('the same seat for two passengers is refused: seat already taken', async () => {
    const { offer, seatMaps } = await freshOffer();
    const seat = seatMaps[0]?.cabins
      .flatMap((cabin) => cabin.rows.flatMap((row) => row.sections.flatMap((section) => section.elements)))
      .find((element) => element.type === 'seat' && element.available_services.length >= 2);
    if (seat?.type !== 'seat') throw new Error('no seat for two');
    const [one, two] = seat.available_services;
    const error = await duffelErrorOf(
      duffel.orders.create(
        orderRequest(
          offer,
          [one, two].map((service) => ({ id: service?.id ?? '', amount: service?.total_amount ?? '0' })),
        ),
      ),
    );
    expect(error.meta.status).toBe(422);
    expect(error.errors[0]).toMatchObject({ title: 'Seat already taken', source: { pointer: '/services/1/id' } });
  });

  test('more bags than the airline allows are refused', async () => {
    const { offer } = await freshOffer();
    const bag = checkedBag(offer, offer.passengers[0]?.id ?? '');
    const error = await duffelErrorOf(
      duffel.orders.create(
        orderRequest(offer, [{ id: bag.id, amount: bag.total_amount, quantity: bag.maximum_quantity + 1 }]),
      ),
    );
    expect(error.errors[0]).toMatchObject({ code: 'validation_error', source: { pointer: '/services/0/quantity' } });
  });

  test('when the balance is exhausted, then insufficient_balance, and the offer is still bookable after a top-up', async () => {
    const { offer } = await freshOffer();
    const before = sandbox.controls.balance();
    sandbox.controls.setBalance('10.00');
    try {
      const error = await duffelErrorOf(duffel.orders.create(orderRequest(offer, [])));
      expect(error.meta.status).toBe(422);
      expect(error.errors[0]?.code).toBe('insufficient_balance');
      expect(sandbox.controls.balance()).toBe('10.00');
    } finally {
      sandbox.controls.setBalance(before);
    }
    expect((await duffel.orders.create(orderRequest(offer, []))).status).toBe(201);
  });

  test('orders.list pages newest first with after, and back with before', async () => {
    for (let i = 0; i < 3; i++) await duffel.orders.create(orderRequest((await freshOffer()).offer, []));
    const all = (await duffel.orders.list({ limit: 200 })).data;
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.map((order) => order.created_at)).toEqual([...all.map((order) => order.created_at)].sort().reverse());
    const seen: string[] = [];
    let page = await duffel.orders.list({ limit: 2 });
    expect(page.meta?.before).toBeNull();
    const pages = [page];
    while (page.meta?.after) {
      page = await duffel.orders.list({ limit: 2, after: page.meta.after });
      pages.push(page);
    }
    for (const each of pages) seen.push(...each.data.map((order) => order.id));
    expect(seen).toEqual(all.map((order) => order.id));
    const second = pages[1];
    const back = await duffel.orders.list({ limit: 2, before: second?.meta?.before ?? undefined });
    expect(back.data.map((order) => order.id)).toEqual(pages[0]?.data.map((order) => order.id));
  });

  test('GET air/orders/:id of an unknown order is a 404', async () => {
    const error = await duffelErrorOf(duffel.orders.get('ord_0000NoSuchOrder00000'));
    expect(error.meta.status).toBe(404);
  });
});
