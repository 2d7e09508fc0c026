import type { Duffel } from '@duffel/api';
import { createSandboxClock } from '@portal/sandbox-clock';
import type { Offer } from './duffelTypes';
import { duffelErrorOf, orderRequest, sdkFor, searchOffers } from './orderFixtures';
import { startSandbox } from './testSandbox';

const clock = createSandboxClock();
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let duffel: Duffel;
let offers: Offer[];

beforeAll(async () => {
  sandbox = await startSandbox(clock);
  duffel = sdkFor(sandbox.basePath);
  offers = await searchOffers(duffel, clock);
});
afterAll(() => sandbox.close());

const withFirstPassenger = (offer: Offer, names: { given_name?: string; family_name?: string }) => {
  const body = orderRequest(offer, []);
  const [first, ...rest] = body.passengers;
  return { ...body, passengers: [{ ...first!, ...names }, ...rest] };
};

describe("passenger names as Duffel takes them (1 to 20 Latin letters, space, - and ')", () => {
  test.each([
    ['李', 'given_name'],
    ['Ærøskøbing', 'family_name'],
    ['Œdipe', 'family_name'],
    ['Þór', 'given_name'],
    ['Ivan Иванов', 'family_name'],
    ['Sam2', 'given_name'],
    ['R. Lee', 'family_name'],
    ['Bartholomew-Christopher', 'given_name'],
  ])('%p as %s is a 422 validation_error and books nothing', async (value, field) => {
    const ordersBefore = sandbox.controls.stats()['orders.create'];
    const offer = offers[0] as Offer;
    const error = await duffelErrorOf(duffel.orders.create(withFirstPassenger(offer, { [field]: value })));
    expect(error.meta.status).toBe(422);
    expect(error.errors[0]).toMatchObject({
      type: 'validation_error',
      source: { field, pointer: `/passengers/0/${field}` },
    });
    expect(
      (await duffel.orders.list({ limit: 200 })).data.filter((order) =>
        order.passengers.some((p) => p[field as 'given_name'] === value),
      ),
    ).toEqual([]);
    expect(sandbox.controls.stats()['orders.create']).toBe((ordersBefore ?? 0) + 1);
  });

  test("accented Latin letters, apostrophes and hyphens book: Zoë O'Brien-Łukasik", async () => {
    const created = await duffel.orders.create(
      withFirstPassenger(offers[1] as Offer, { given_name: 'Zoë', family_name: "O'Brien-Łukasik" }),
    );
    expect(created.status).toBe(201);
    expect(created.data.passengers[0]).toMatchObject({ given_name: 'Zoë', family_name: "O'Brien-Łukasik" });
  });
});
