import { AIRLINES, indexOf, type Airline, type Region } from './world';

/** What the sandbox needs to know about an airline beyond the platform's list. */
export interface AirlineProfile extends Airline {
  hubIndexes: ReadonlySet<number>;
  /** Regions its hubs serve with short and medium-haul spokes */
  regions: ReadonlySet<Region>;
  homeCountry: string;
  /** Alliance partners among the 12: codeshare legs they operate */
  partners: readonly string[];
  /** Relative fare level (1 = network average) */
  priceFactor: number;
  /** Southwest has open seating: no seat maps */
  seatMaps: boolean;
  /** First number of its codeshare flight numbers on partners */
  codeshareBase: number;
}

const SETTINGS: Record<
  string,
  { regions: Region[]; country: string; price: number; codeshare: number; extraHubs?: string[] }
> = {
  AA: { regions: ['na', 'cam', 'sam'], country: 'US', price: 1, codeshare: 6000 },
  DL: { regions: ['na', 'cam', 'sam'], country: 'US', price: 1.04, codeshare: 7000 },
  UA: { regions: ['na', 'cam', 'sam', 'oce'], country: 'US', price: 0.99, codeshare: 8000, extraHubs: ['GUM'] },
  B6: { regions: ['na', 'cam'], country: 'US', price: 0.88, codeshare: 4000 },
  WN: { regions: ['na', 'cam'], country: 'US', price: 0.84, codeshare: 4000 },
  AS: { regions: ['na', 'cam'], country: 'US', price: 0.93, codeshare: 4000 },
  F9: { regions: ['na', 'cam'], country: 'US', price: 0.66, codeshare: 4000 },
  NK: { regions: ['na', 'cam'], country: 'US', price: 0.62, codeshare: 4000 },
  CX: { regions: ['eas', 'sea', 'sas', 'oce'], country: 'HK', price: 1.06, codeshare: 5000 },
  QF: { regions: ['oce', 'sea'], country: 'AU', price: 1.05, codeshare: 3000 },
  BA: { regions: ['eur', 'cas', 'mea', 'afr'], country: 'GB', price: 1.07, codeshare: 1500 },
  LH: { regions: ['eur', 'cas', 'mea', 'afr'], country: 'DE', price: 1.03, codeshare: 9000 },
};

const toProfile = (airline: Airline): AirlineProfile => {
  const settings = SETTINGS[airline.iata_code];
  if (!settings) throw new Error(`no sandbox profile for ${airline.iata_code}`);
  const hubs = [...airline.hubs, ...(settings.extraHubs ?? [])];
  return {
    ...airline,
    hubs,
    hubIndexes: new Set(hubs.map((code) => indexOf(code)).filter((index): index is number => index !== undefined)),
    regions: new Set(settings.regions),
    homeCountry: settings.country,
    partners: AIRLINES.filter(
      (other) => other.alliance && other.alliance === airline.alliance && other.iata_code !== airline.iata_code,
    ).map((other) => other.iata_code),
    priceFactor: settings.price,
    seatMaps: airline.iata_code !== 'WN',
    codeshareBase: settings.codeshare,
  };
};

export const PROFILES: readonly AirlineProfile[] = AIRLINES.map(toProfile);
const BY_CODE = new Map(PROFILES.map((profile) => [profile.iata_code, profile]));

export const profileOf = (code: string): AirlineProfile => {
  const profile = BY_CODE.get(code);
  if (!profile) throw new Error(`unknown airline ${code}`);
  return profile;
};
