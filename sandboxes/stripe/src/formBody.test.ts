import { canonicalForm, decodeForm, FormBodyError } from './formBody';
import { Params } from './params';

const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('decodeForm', () => {
  test('reads the bracket notation the stripe SDK writes', () => {
    const form = decodeForm(
      'amount=12345&currency=usd&payment_method_types[0]=card&payment_method_data[card][number]=4242424242424242&metadata[booking_id]=bk_1&expand[0]=payment_method&expand[1]=latest_charge',
    );
    expect(plain(form)).toEqual({
      amount: '12345',
      currency: 'usd',
      payment_method_types: { 0: 'card' },
      payment_method_data: { card: { number: '4242424242424242' } },
      metadata: { booking_id: 'bk_1' },
      expand: { 0: 'payment_method', 1: 'latest_charge' },
    });
    expect(new Params(form).list('expand')).toEqual(['payment_method', 'latest_charge']);
  });

  test('percent-encoded brackets, `+` for spaces and `key[]` appends', () => {
    expect(plain(decodeForm('billing_details%5Bname%5D=Ada+Lovelace&expand[]=a&expand[]=b'))).toEqual({
      billing_details: { name: 'Ada Lovelace' },
      expand: { 0: 'a', 1: 'b' },
    });
  });

  test('prototype keys stay ordinary keys and pollute nothing', () => {
    const form = decodeForm('metadata[__proto__][polluted]=yes&constructor[prototype][x]=1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(form.metadata as object)).toEqual(['__proto__']);
    expect(JSON.stringify(form)).toBe(
      '{"metadata":{"__proto__":{"polluted":"yes"}},"constructor":{"prototype":{"x":"1"}}}',
    );
  });

  test('a key that is both a value and a hash is refused, naming the parameter', () => {
    expect(() => decodeForm('card=x&card[number]=1')).toThrow(FormBodyError);
    expect(() => decodeForm('card[number]=1&card=x')).toThrow(expect.objectContaining({ param: 'card' }));
  });

  test('canonicalForm ignores the order the parameters came in', () => {
    expect(canonicalForm(decodeForm('a=1&b[y]=2&b[x]=3'))).toBe(canonicalForm(decodeForm('b[x]=3&a=1&b[y]=2')));
    expect(canonicalForm(decodeForm('a=1'))).not.toBe(canonicalForm(decodeForm('a=2')));
  });
});

describe('Params', () => {
  test('metadata keeps numeric keys as keys and drops emptied ones', () => {
    expect(new Params(decodeForm('metadata[0]=zero&metadata[gone]=&metadata[booking_id]=bk')).metadata()).toEqual({
      0: 'zero',
      booking_id: 'bk',
    });
  });

  test("integers, booleans and enums fail with Stripe's messages", () => {
    const params = new Params(decodeForm('amount=12.5&confirm=yes&capture_method=later&card[exp_month]=x'));
    expect(() => params.integer('amount')).toThrow('Invalid integer: 12.5');
    expect(() => params.boolean('confirm')).toThrow('Invalid boolean: yes');
    expect(() => params.oneOf('capture_method', ['automatic', 'manual'])).toThrow(
      'Invalid capture_method: must be one of automatic, or manual',
    );
    expect(() => params.object('card')?.integer('exp_month')).toThrow(
      expect.objectContaining({ error: expect.objectContaining({ param: 'card[exp_month]' }) }),
    );
  });
});
