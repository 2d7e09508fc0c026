import { CITIES, isCity } from './cities';
import { findAirport, findPlace, searchAirports } from './searchAirports';

describe('city-wide airports', () => {
  test('London, all airports (LON) is LHR, LGW, STN, LCY, LTN and SEN, named and placed as London', () => {
    const london = findPlace('lon');
    expect(london && isCity(london) && london.airports).toEqual(['LHR', 'LGW', 'STN', 'LCY', 'LTN', 'SEN']);
    expect(london).toMatchObject({
      iata_code: 'LON',
      city_name: 'London',
      name: 'All airports',
      country_code: 'GB',
      time_zone: 'Europe/London',
    });
  });

  test('the other multi-airport cities of the list are there with all their airports', () => {
    const airportsOf = (code: string) => CITIES.find((city) => city.iata_code === code)?.airports;
    expect(airportsOf('NYC')).toEqual(expect.arrayContaining(['JFK', 'EWR', 'LGA']));
    expect(airportsOf('PAR')).toEqual(['CDG', 'ORY']);
    expect(airportsOf('TYO')).toEqual(expect.arrayContaining(['HND', 'NRT']));
    expect(airportsOf('CHI')).toEqual(expect.arrayContaining(['ORD', 'MDW']));
    expect(airportsOf('WAS')).toHaveLength(3);
    expect(airportsOf('MIL')).toHaveLength(3);
    for (const city of CITIES) expect(city.airports.length).toBeGreaterThan(1);
  });

  test('a city is found by its name and code, first of its airports; an airport code stays an airport', () => {
    expect(searchAirports('paris').map((place) => place.iata_code)).toEqual(['PAR', 'CDG', 'ORY']);
    expect(searchAirports('nyc')[0]?.iata_code).toBe('NYC');
    expect(searchAirports('london all')[0]?.iata_code).toBe('LON');
    expect(searchAirports('lhr').map((place) => place.iata_code)).toEqual(['LHR']);
    expect(findAirport('LON')).toBeUndefined();
    expect(findPlace('LHR')).toBe(findAirport('LHR'));
  });
});
