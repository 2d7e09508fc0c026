// The built-in airports and airlines are the platform's: the airport picker searches the same list.
import {
  AIRLINES,
  AIRPORTS,
  CITIES,
  greatCircleKm,
  type Airline,
  type Airport,
} from '@portal/platform-common/airports';

export { AIRLINES, AIRPORTS, type Airline, type Airport };

export type Region = 'na' | 'cam' | 'sam' | 'eur' | 'cas' | 'mea' | 'afr' | 'sas' | 'eas' | 'sea' | 'oce';

const REGIONS: Record<Region, string> = {
  na: 'US CA',
  cam: 'MX GT SV CR PA BZ PR BS JM DO CU AW CW SX VI BB TT KY BM',
  sam: 'BR AR CL PE CO EC UY PY BO',
  eur: 'GB IE FR NL BE LU DE CH AT ES PT IT MT DK SE NO FI IS CZ PL HU RO BG RS HR LV GR CY TR',
  cas: 'GE AZ KZ UZ',
  mea: 'AE QA BH KW OM SA JO IL LB',
  afr: 'EG MA TN DZ NG GH SN CI ET KE TZ UG RW ZA NA ZW MU',
  sas: 'IN LK MV NP BD PK',
  eas: 'CN HK MO TW JP KR',
  sea: 'SG TH MY ID PH VN',
  oce: 'AU NZ FJ PF NC PG WS CK GU',
};

const REGION_OF = new Map<string, Region>(
  Object.entries(REGIONS).flatMap(([region, countries]) =>
    countries.split(' ').map((country) => [country, region as Region]),
  ),
);

/** Long-haul gateways: long-haul flights only ever join two of these. */
const BIG = new Set(
  `JFK EWR BOS IAD PHL ATL CLT MIA ORD DFW IAH DEN LAX SFO SEA DTW MSP SLC HNL YYZ YVR YUL
   MEX CUN PTY BOG LIM SCL GRU GIG EZE
   LHR LGW MAN CDG AMS BRU FRA MUC MAD BCN FCO MXP ZRH VIE CPH ARN OSL HEL DUB LIS IST ATH
   DXB DOH AUH RUH JED TLV CAI JNB CPT NBO ADD LOS CMN
   DEL BOM BLR SIN BKK KUL CGK MNL HKG TPE PEK PVG CAN NRT HND KIX ICN SYD MEL BNE PER AKL`.split(/\s+/),
);

const SECONDARY = new Set(
  `LGA DCA BWI FLL MCO TPA MDW DAL HOU AUS SAT PHX LAS SAN SJC OAK PDX ANC MSY BNA STL MCI RDU PIT
   CLE CMH IND CVG SMF SNA YYC YOW GDL MTY SJD SJU PUJ NAS MBJ SJO SAL GUA SDQ BSB CGH SDU AEP UIO MDE MVD
   STN EDI GLA BHX ORY NCE LYS BER HAM DUS PMI AGP NAP VCE LIN WAW PRG BUD OTP AYT SAW KEF GVA OPO
   BAH KWI MCT AMM ACC DAR HYD MAA CCU CMB HKT DPS DMK PKX SHA SZX CTU GMP NGO FUK CTS HAN SGN ADL OOL CNS WLG CHC`.split(
    /\s+/,
  ),
);

const DOMESTIC_AS = new Map([
  ['PR', 'US'],
  ['VI', 'US'],
  ['GU', 'US'],
]);

const INDEX = new Map(AIRPORTS.map((airport, index) => [airport.iata_code, index]));
const COUNT = AIRPORTS.length;
const distances = new Float64Array(COUNT * COUNT).fill(-1);

export const airportCount = COUNT;
export const airportAt = (index: number): Airport => AIRPORTS[index] as Airport;
export const indexOf = (code: string): number | undefined => INDEX.get(code);

// A city code (LON, NYC...) stands for all its airports, as at Duffel.
const CITY_AIRPORTS = new Map(
  CITIES.map((city) => [city.iata_code, city.airports.map((code) => INDEX.get(code) as number)]),
);
/** The airports a slice's place names: an airport's own, or every airport of a city. */
export const airportsIn = (code: string): number[] =>
  CITY_AIRPORTS.get(code) ?? (INDEX.has(code) ? [INDEX.get(code) as number] : []);
/** The airport that stands for a place where one is needed (a city's busiest). */
export const placeIndex = (code: string): number | undefined => airportsIn(code)[0];
export const isCityCode = (code: string): boolean => CITY_AIRPORTS.has(code);

export const distanceKm = (a: number, b: number): number => {
  const key = a * COUNT + b;
  let km = distances[key] as number;
  if (km < 0) {
    km = greatCircleKm(airportAt(a), airportAt(b));
    distances[key] = km;
    distances[b * COUNT + a] = km;
  }
  return km;
};

// Looked up hundreds of thousands of times while the route networks are built: plain arrays.
const REGION = AIRPORTS.map((airport) => REGION_OF.get(airport.country_code) ?? 'eur');
const SIZE = AIRPORTS.map(({ iata_code }) => (BIG.has(iata_code) ? 3 : SECONDARY.has(iata_code) ? 2 : 1) as 1 | 2 | 3);
const COUNTRY = AIRPORTS.map(({ country_code }) => DOMESTIC_AS.get(country_code) ?? country_code);
const CITY = AIRPORTS.map(({ city_code, iata_code }) => city_code ?? iata_code);

export const regionOf = (index: number): Region => REGION[index] as Region;
/** 3 long-haul gateway, 2 busy, 1 regional. */
export const sizeOf = (index: number): 1 | 2 | 3 => SIZE[index] ?? 1;
export const isBig = (index: number): boolean => SIZE[index] === 3;
/** Puerto Rico, the US Virgin Islands and Guam count as the US. */
export const countryOf = (index: number): string => COUNTRY[index] as string;
export const isInternational = (a: number, b: number): boolean => COUNTRY[a] !== COUNTRY[b];
export const sameCity = (a: number, b: number): boolean => CITY[a] === CITY[b];
