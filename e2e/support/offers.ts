import type { APIRequestContext } from '@playwright/test';

const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);

/** The id of a real offer from a real JFK → LHR round-trip search for one adult. */
export const findOfferId = async (request: APIRequestContext): Promise<string> => {
  const search = await request.get(
    `/api/flights/search?origin=JFK&destination=LHR&departureDate=${day(21)}&returnDate=${day(28)}&adultsCount=1&childrenCount=0&infantsCount=0&cabinClass=economy&page=1&limit=10`,
  );
  if (!search.ok()) throw new Error(`search failed: ${search.status()} ${await search.text()}`);
  const { offers } = (await search.json()) as { offers: { id: string }[] };
  const offer = offers[0];
  if (!offer) throw new Error('the search found no offer');
  return offer.id;
};
