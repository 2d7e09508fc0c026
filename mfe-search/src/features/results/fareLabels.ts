import { formatPrice, type FareOption } from '@portal/platform';
import type { SearchCriteria } from '../search-params';

/** Everyone who travels, infants on a lap included: what a per-person price divides by. */
export const travellerCount = ({ adultsCount, childrenCount, infantsCount }: SearchCriteria): number =>
  Math.max(1, adultsCount + childrenCount + infantsCount);

/** A total, or the total divided by the travellers when the traveller asked for prices per person. */
export const shownPrice = (amount: string, currency: string, perPerson: boolean, travellers: number): string =>
  formatPrice(perPerson ? Number(amount) / travellers : amount, currency);

export const priceCaption = (perPerson: boolean, travellers: number): string =>
  perPerson
    ? `per person (total ÷ ${travellers} ${travellers === 1 ? 'traveller' : 'travellers'})`
    : 'total for all travellers';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '1 checked bag, 1 carry-on' or 'No checked bag, 1 carry-on': per traveller, as the segment allows. */
export const bagsText = (checked: number, carryOn: number): string =>
  [
    checked > 0 ? plural(checked, 'checked bag', 'checked bags') : 'No checked bag',
    carryOn > 0 ? plural(carryOn, 'carry-on', 'carry-ons') : 'No carry-on',
  ].join(', ');

/** What a fare includes, as a traveller compares them. */
export const fareIncludes = (fare: FareOption): string[] => [
  bagsText(fare.checked_bags, fare.carry_on_bags),
  fare.changeable ? 'Changeable' : 'No changes',
  fare.refundable ? 'Refundable' : 'Non-refundable',
];

/** Duffel's fare brand ('Economy Basic'), or a plain name when the airline gave none. */
export const fareName = (fare: FareOption): string => fare.fare_brand_name ?? 'Fare';
