import type { Duffel } from '@duffel/api';
import { createSandboxClock } from '@portal/sandbox-clock';
import type { Offer } from './duffelTypes';
import { centsOf, formatCents } from './money';
import { duffelErrorOf, orderRequest, sdkFor, searchOffers } from './orderFixtures';
import { daysFromNow, startSandbox } from './testSandbox';

const clock = createSandboxClock();
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let duffel: Duffel;

beforeAll(async () => {
  sandbox = await startSandbox(clock);
  duffel = sdkFor(sandbox.basePath);
});
afterAll(() => sandbox.close());
afterEach(() => clock.reset());

const adult = [{ type: 'adult' as const }];
const signedCents = (amount: string | null) =>
  amount?.startsWith('-') ? -centsOf(amount.slice(1)) : centsOf(amount ?? '0');
const changePenalty = (offer: Offer) => offer.conditions.change_before_departure?.penalty_amount ?? null;

const book = async (pick: (offer: Offer) => boolean) => {
  const offers = await searchOffers(duffel, clock, { origin: 'LHR', destination: 'JFK', passengers: adult, days: 20 });
  const offer = offers.find(pick);
  if (!offer) throw new Error('no such offer');
  return (await duffel.orders.create(orderRequest(offer, []))).data;
};

const askForChange = (order: { id: string; slices: { id: string }[] }, days = 27) =>
  duffel.orderChangeRequests.create({
    order_id: order.id,
    slices: {
      remove: order.slices.map((slice) => ({ slice_id: slice.id })),
      add: [{ origin: 'LHR', destination: 'JFK', departure_date: daysFromNow(days, clock), cabin_class: 'economy' }],
    },
  });

describe('order changes through the SDK', () => {
  test("a changeable fare is offered other flights priced as the fare difference plus the fare's change penalty; confirming flies the new flights", async () => {
    const order = await book(
      (offer) => offer.conditions.change_before_departure?.allowed === true && centsOf(changePenalty(offer)) > 0,
    );
    const request = (await askForChange(order)).data;
    expect(request.id).toMatch(/^ocr_/);
    expect(request.order_id).toBe(order.id);
    expect(request.order_change_offers.length).toBeGreaterThan(0);
    const offer = request.order_change_offers[0]!;
    const penalty = centsOf(order.conditions.change_before_departure?.penalty_amount);
    expect(offer.penalty_amount).toBe(formatCents(penalty));
    expect(signedCents(offer.change_total_amount)).toBe(
      centsOf(offer.new_total_amount) - centsOf(order.total_amount) + penalty,
    );
    expect((await duffel.orderChangeOffers.get(offer.id)).data.id).toBe(offer.id);

    const change = (await duffel.orderChanges.create({ selected_order_change_offer: offer.id })).data;
    expect(change.id).toMatch(/^oce_/);
    expect((change as unknown as { confirmed_at: string | null }).confirmed_at).toBeNull();
    const positive = signedCents(offer.change_total_amount) > 0;
    const wrong = await duffelErrorOf(
      duffel.orderChanges.confirm(change.id, {
        payment: { type: 'balance', amount: '0.01', currency: 'USD' },
      }),
    ).catch(() => null);
    if (positive) expect(wrong?.errors[0]?.code).toBe('payment_amount_does_not_match_order_amount');
    const confirmed = (
      await duffel.orderChanges.confirm(
        change.id,
        positive ? { payment: { type: 'balance', amount: offer.change_total_amount ?? '0', currency: 'USD' } } : {},
      )
    ).data as unknown as { confirmed_at: string | null };
    expect(confirmed.confirmed_at).not.toBeNull();
    const changed = (await duffel.orders.get(order.id)).data;
    expect(changed.slices[0]?.segments[0]?.departing_at.slice(0, 10)).toBe(daysFromNow(27, clock));
    expect(changed.total_amount).toBe(offer.new_total_amount);
    expect(changed.passengers.map((passenger) => passenger.id)).toEqual(order.passengers.map((p) => p.id));
    expect(((await duffel.orderChanges.get(change.id)).data as unknown as { confirmed_at: string }).confirmed_at).toBe(
      confirmed.confirmed_at,
    );
    const again = await duffelErrorOf(duffel.orderChanges.confirm(change.id, {}));
    expect(again.errors[0]?.code).toBe('order_change_already_confirmed');
  });

  test('the change search goes to the airline the order was booked with: every change offer flies only its flights', async () => {
    const order = await book((offer) => offer.conditions.change_before_departure?.allowed === true);
    const airline = order.owner.iata_code;
    const otherAirlines = new Set(
      (await searchOffers(duffel, clock, { origin: 'LHR', destination: 'JFK', passengers: adult, days: 27 }))
        .map((offer) => offer.owner.iata_code)
        .filter((code) => code !== airline),
    );
    // The new day's search itself lists other airlines: the change request must leave them out.
    expect(otherAirlines.size).toBeGreaterThan(0);

    const { order_change_offers: changeOffers } = (await askForChange(order)).data;
    expect(changeOffers.length).toBeGreaterThan(0);
    const carriers = changeOffers.flatMap((offer) =>
      offer.slices.add.flatMap((slice) => slice.segments.map((segment) => segment.marketing_carrier.iata_code)),
    );
    expect(new Set(carriers)).toEqual(new Set([airline]));
  });

  test('a basic fare cannot be changed', async () => {
    const order = await book((offer) => offer.conditions.change_before_departure?.allowed === false);
    const refused = await duffelErrorOf(askForChange(order));
    expect(refused.meta.status).toBe(422);
    expect(refused.errors[0]?.code).toBe('order_not_changeable');
  });

  test('a change offer lapses after 30 minutes', async () => {
    const order = await book((offer) => offer.conditions.change_before_departure?.allowed === true);
    const offer = (await askForChange(order)).data.order_change_offers[0]!;
    clock.advanceMinutes(31);
    const expired = await duffelErrorOf(duffel.orderChanges.create({ selected_order_change_offer: offer.id }));
    expect(expired.errors[0]?.code).toBe('order_change_offer_no_longer_available');
  });
});
