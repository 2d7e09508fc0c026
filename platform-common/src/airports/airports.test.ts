import { AIRLINES, findAirline } from './airlines';
import { AIRPORTS } from './airports';
import { findAirport } from './searchAirports';

describe('the built-in airport list', () => {
  test('holds about 330 airports on every continent', () => {
    expect(AIRPORTS.length).toBeGreaterThanOrEqual(320);
    const countries = new Set(AIRPORTS.map((airport) => airport.country_code));
    for (const country of ['US', 'GB', 'BR', 'ZA', 'JP', 'AU', 'AE', 'IN', 'MX', 'NZ', 'EG', 'CA']) {
      expect(countries).toContain(country);
    }
  });

  test('every IATA code is three upper-case letters, unique, and the id', () => {
    const codes = AIRPORTS.map((airport) => airport.iata_code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const airport of AIRPORTS) {
      expect(airport.iata_code).toMatch(/^[A-Z]{3}$/);
      expect(airport.id).toBe(airport.iata_code);
      expect(airport.icao_code).toMatch(/^[A-Z]{4}$/);
    }
  });

  test('coordinates, countries and time zones are valid', () => {
    for (const airport of AIRPORTS) {
      expect(airport.latitude).toBeGreaterThanOrEqual(-90);
      expect(airport.latitude).toBeLessThanOrEqual(90);
      expect(airport.longitude).toBeGreaterThanOrEqual(-180);
      expect(airport.longitude).toBeLessThanOrEqual(180);
      expect(airport.country_code).toMatch(/^[A-Z]{2}$/);
      expect(airport.name.length).toBeGreaterThan(3);
      expect(airport.city_name.length).toBeGreaterThan(1);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: airport.time_zone })).not.toThrow();
    }
  });

  test('the big hubs carry their real data', () => {
    expect(findAirport('lhr')).toMatchObject({
      name: 'Heathrow Airport',
      city_name: 'London',
      country_code: 'GB',
      time_zone: 'Europe/London',
    });
    expect(findAirport('JFK')).toMatchObject({
      city_name: 'New York',
      country_code: 'US',
      time_zone: 'America/New_York',
    });
    expect(findAirport('SYD')?.latitude).toBeCloseTo(-33.94, 1);
    expect(findAirport('XXX')).toBeUndefined();
  });
});

describe('the 12 airlines', () => {
  test('are the spec list, in its order, each with a logo path', () => {
    expect(AIRLINES.map((airline) => airline.iata_code)).toEqual([
      'AA',
      'DL',
      'UA',
      'B6',
      'WN',
      'AS',
      'F9',
      'NK',
      'CX',
      'QF',
      'BA',
      'LH',
    ]);
    expect(findAirline('ba')).toMatchObject({ name: 'British Airways', logoPath: '/airline-logos/BA.svg' });
  });

  test('fly from hubs that exist in the airport list', () => {
    for (const airline of AIRLINES) {
      expect(airline.hubs.length).toBeGreaterThan(0);
      for (const hub of airline.hubs) expect(findAirport(hub)).toBeDefined();
    }
  });

  test('the US low-cost carriers stay in North America', () => {
    const regional = AIRLINES.filter((airline) => airline.northAmericaOnly).map((airline) => airline.iata_code);
    expect(regional).toEqual(expect.arrayContaining(['WN', 'F9', 'NK', 'B6']));
    expect(regional).not.toContain('BA');
  });
});
