import { makeOffer } from '../results/testing/offerFixtures';
import { sortOffers } from './sortOffers';

const a = makeOffer({ id: 'a', total_amount: '300.00', outbound: { duration: 'PT5H0M' } });
const b = makeOffer({ id: 'b', total_amount: '99.50', outbound: { duration: 'PT9H30M' } });
const c = makeOffer({ id: 'c', total_amount: '1200.00', outbound: { duration: 'PT1H45M' }, inbound: { duration: 'PT0H30M' } });
const ids = (offers: { id: string }[]) => offers.map((offer) => offer.id);

describe('sortOffers', () => {
  test('price-asc: cheapest first, by total amount as a number', () => {
    expect(ids(sortOffers([a, b, c], 'price-asc'))).toEqual(['b', 'a', 'c']);
  });

  test('price-desc: dearest first', () => {
    expect(ids(sortOffers([a, b, c], 'price-desc'))).toEqual(['c', 'a', 'b']);
  });

  test('duration-asc: shortest first slice first, the return slice ignored', () => {
    expect(ids(sortOffers([a, b, c], 'duration-asc'))).toEqual(['c', 'a', 'b']);
  });

  test('unknown durations go last and the input is not changed', () => {
    const unknown = makeOffer({ id: 'unknown', outbound: { duration: null } });
    const input = [unknown, b, a];
    expect(ids(sortOffers(input, 'duration-asc'))).toEqual(['a', 'b', 'unknown']);
    expect(ids(input)).toEqual(['unknown', 'b', 'a']);
  });
});
