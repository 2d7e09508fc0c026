import { greatCircleKm, findAirport, searchAirports } from './searchAirports';

const codes = (query: string) => searchAirports(query).map((airport) => airport.iata_code);

describe('searchAirports', () => {
  test('when a traveller types "lon", London, all airports, then the London airports come first and London, Ontario later', () => {
    const found = codes('lon');
    expect(found.slice(0, 7)).toEqual(['LON', 'LHR', 'LGW', 'STN', 'LCY', 'LTN', 'SEN']);
    expect(found).toContain('YXU');
    expect(found.indexOf('YXU')).toBeGreaterThan(6);
  });

  test('an exact IATA code comes first, whatever the case', () => {
    expect(codes('jfk')[0]).toBe('JFK');
    expect(codes('JFK')[0]).toBe('JFK');
  });

  test('several words must all match: "new york" finds the city (all airports), JFK and LaGuardia', () => {
    expect(codes('new york')).toEqual(['NYC', 'JFK', 'LGA']);
    expect(codes('  London   Gatwick ')).toEqual(['LGW']);
  });

  test('a word may equal the country code', () => {
    const found = searchAirports('gb');
    expect(found.length).toBeGreaterThan(5);
    expect(found.every((airport) => airport.country_code === 'GB')).toBe(true);
  });

  test('fewer than 2 characters gives nothing', () => {
    expect(searchAirports('l')).toEqual([]);
    expect(searchAirports(' ')).toEqual([]);
    expect(searchAirports('')).toEqual([]);
  });

  test('never more than 15 results', () => {
    expect(searchAirports('us')).toHaveLength(15);
    expect(searchAirports('a', 100)).toHaveLength(0);
    expect(searchAirports('an', 100).length).toBeLessThanOrEqual(15);
    expect(searchAirports('an', 3)).toHaveLength(3);
  });

  test('exact matches rank before prefix matches, which rank before contains matches', () => {
    // 'paris' is the exact city of Paris, all airports, CDG and ORY; nothing else starts with it.
    expect(codes('paris')).toEqual(['PAR', 'CDG', 'ORY']);
    // 'san' is the exact IATA code of nothing; San Francisco & co start with it; Pisa's 'Pisa' does not.
    const found = searchAirports('san');
    const tiers = found.map((airport) =>
      airport.city_name.toLowerCase().startsWith('san') || airport.name.toLowerCase().startsWith('san') ? 1 : 2,
    );
    expect([...tiers].sort()).toEqual(tiers);
    expect(codes('dub')[0]).toBe('DUB');
    expect(codes('dub')).toContain('DXB');
  });

  test('accents do not matter', () => {
    expect(codes('sao paulo')).toEqual(['SAO', 'GRU', 'CGH']);
    expect(codes('zürich').length + codes('zurich').length).toBeGreaterThan(0);
  });
});

describe('findAirport and greatCircleKm', () => {
  test('New York to London is about 5,540 km', () => {
    const jfk = findAirport('jfk');
    const lhr = findAirport('LHR');
    if (!jfk || !lhr) throw new Error('missing airports');
    expect(greatCircleKm(jfk, lhr)).toBeGreaterThan(5500);
    expect(greatCircleKm(jfk, lhr)).toBeLessThan(5580);
    expect(greatCircleKm(jfk, jfk)).toBe(0);
  });
});
