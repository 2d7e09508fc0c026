import { createSandboxClock } from '@portal/sandbox-clock';
import { createSandboxIds } from '@portal/sandbox-duffel';
import { daysFromNow, duffelPlace, generateOffers } from '@portal/sandbox-duffel/testing';
import type { DuffelOffer } from './duffelTypes';
import { mapDuffelOffer } from './mapOffer';

const londonToParis = () => {
  const search = {
    slices: [
      { origin: 'LON', destination: 'PAR', departureDate: daysFromNow(21), departureTime: null, arrivalTime: null },
    ],
    passengers: [{ type: 'adult' as const, age: null }],
    cabinClass: 'economy' as const,
    maxConnections: 1 as const,
    createdAt: createSandboxClock().now().getTime(),
  };
  const [offer] = generateOffers(search, 'orq_city', createSandboxIds('secret')).offers;
  if (!offer) throw new Error('the sandbox sold nothing London to Paris');
  return offer as unknown as DuffelOffer;
};

describe('an offer of a city-code search, as the results show it', () => {
  test('when Duffel gives the cities as the slice ends, then the slice shows the airports its flights use', () => {
    const offer = londonToParis();
    const [slice] = offer.slices;
    if (!slice) throw new Error('no slice');
    const airports = { from: slice.segments[0]?.origin.iata_code, to: slice.segments.at(-1)?.destination.iata_code };
    const asCities = {
      ...offer,
      slices: [
        {
          ...slice,
          origin: duffelPlace('LON'),
          origin_type: 'city',
          destination: duffelPlace('PAR'),
          destination_type: 'city',
        },
      ],
    } as DuffelOffer;

    const mapped = mapDuffelOffer(asCities).slices[0];

    expect(mapped?.origin).toMatchObject({ iata_code: airports.from, city_name: 'London' });
    expect(mapped?.destination).toMatchObject({ iata_code: airports.to, city_name: 'Paris' });
  });
});
