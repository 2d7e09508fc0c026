import { flightOfferSchema } from './flightOffer';

const place = (code: string) => ({ name: `${code} Airport`, iata_code: code, city_name: code, country_code: 'US' });
const offer = {
  id: 'off_1',
  total_amount: '553.50',
  total_currency: 'USD',
  base_amount: '380.00',
  base_currency: 'USD',
  tax_amount: '70.00',
  tax_currency: 'USD',
  service_fee_amount: '103.50',
  service_fee_currency: 'USD',
  owner: { name: 'American Airlines', iata_code: 'AA', logo_url: null },
  slices: [{ id: 'sli_1', origin: place('JFK'), destination: place('LAX'), duration: 'PT6H', segments: [] }],
  conditions: { refundable: true, changeable: true, refund_penalty: null, change_penalty: null },
  baggage_included: true,
  available_services: [],
  passenger_identity_documents_required: false,
  expires_at: '2026-11-01T10:30:00.000Z',
  created_at: '2026-11-01T10:00:00.000Z',
  payment_requirements: { price_guarantee_expires_at: null, payment_required_by: null },
  passengers: [{ id: 'pas_1', type: 'adult' }],
};

describe('the flight offer contract', () => {
  test("the brand's service fee travels as its own amount, beside the base fare and the taxes", () => {
    const parsed = flightOfferSchema.parse(offer);

    expect(parsed).toMatchObject({
      base_amount: '380.00',
      tax_amount: '70.00',
      service_fee_amount: '103.50',
      service_fee_currency: 'USD',
      total_amount: '553.50',
    });
  });

  test('an offer without its service fee is refused, so no page can show a base with the fee folded in', () => {
    const { service_fee_amount: _amount, ...withoutFee } = offer;

    expect(flightOfferSchema.safeParse(withoutFee).success).toBe(false);
  });

  test.each([['-1.00'], ['1.234'], ['ten']])('a service fee of %p is refused', (amount) => {
    expect(flightOfferSchema.safeParse({ ...offer, service_fee_amount: amount }).success).toBe(false);
  });
});
