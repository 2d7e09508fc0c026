import { phoneHref } from './phoneHref';

describe('phoneHref', () => {
  test('dials the digits of a display number, keeping an international +', () => {
    expect(phoneHref('+1 (888) 325-5180')).toBe('tel:+18883255180');
    expect(phoneHref(' +44 20 7946 0958 ')).toBe('tel:+442079460958');
    expect(phoneHref('(888) 325-5180')).toBe('tel:8883255180');
  });
});
