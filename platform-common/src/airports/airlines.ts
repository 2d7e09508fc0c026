import type { Airline } from './types';

const airline = (
  iata_code: string,
  name: string,
  hubs: readonly string[],
  colour: string,
  extra: Partial<Pick<Airline, 'northAmericaOnly' | 'lowCost' | 'alliance'>> = {},
): Airline => ({
  iata_code,
  name,
  hubs,
  colour,
  northAmericaOnly: extra.northAmericaOnly ?? false,
  lowCost: extra.lowCost ?? false,
  alliance: extra.alliance ?? null,
  logoPath: `/airline-logos/${iata_code}.svg`,
});

const usLowCost = { northAmericaOnly: true, lowCost: true } as const;

/** The 12 airlines the results filter offers, in the order the filter lists them. */
export const AIRLINES: readonly Airline[] = Object.freeze([
  airline('AA', 'American Airlines', ['DFW', 'CLT', 'ORD', 'MIA', 'PHL', 'PHX', 'DCA', 'JFK', 'LAX'], '#36495A', {
    alliance: 'oneworld',
  }),
  airline('DL', 'Delta Air Lines', ['ATL', 'DTW', 'MSP', 'SLC', 'JFK', 'LAX', 'SEA', 'BOS', 'LGA'], '#0B1F41', {
    alliance: 'skyteam',
  }),
  airline('UA', 'United Airlines', ['ORD', 'DEN', 'IAH', 'SFO', 'EWR', 'IAD', 'LAX'], '#005DAA', { alliance: 'star' }),
  airline('B6', 'JetBlue', ['JFK', 'BOS', 'FLL', 'MCO', 'SJU'], '#0033A0', usLowCost),
  airline(
    'WN',
    'Southwest Airlines',
    ['DEN', 'LAS', 'MDW', 'BWI', 'DAL', 'PHX', 'HOU', 'OAK', 'MCO', 'BNA'],
    '#304CB2',
    usLowCost,
  ),
  airline('AS', 'Alaska Airlines', ['SEA', 'PDX', 'ANC', 'SFO', 'LAX', 'SAN'], '#01426A', {
    northAmericaOnly: true,
    alliance: 'oneworld',
  }),
  airline('F9', 'Frontier Airlines', ['DEN', 'LAS', 'MCO', 'PHL'], '#1A7A5E', usLowCost),
  airline('NK', 'Spirit Airlines', ['FLL', 'LAS', 'DTW', 'MCO'], '#FFEC00', usLowCost),
  airline('CX', 'Cathay Pacific', ['HKG'], '#006564', { alliance: 'oneworld' }),
  airline('QF', 'Qantas', ['SYD', 'MEL', 'BNE', 'PER'], '#E40000', { alliance: 'oneworld' }),
  airline('BA', 'British Airways', ['LHR', 'LGW'], '#075AAA', { alliance: 'oneworld' }),
  airline('LH', 'Lufthansa', ['FRA', 'MUC'], '#05164D', { alliance: 'star' }),
]);

const BY_CODE = new Map(AIRLINES.map((entry) => [entry.iata_code, entry]));

/** Case-insensitive IATA lookup among the 12 airlines. */
export const findAirline = (code: string): Airline | undefined => BY_CODE.get(code.trim().toUpperCase());
