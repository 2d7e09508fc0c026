import { adminSettingsUpdateSchema, auditQuerySchema } from './admin';
import { z } from 'zod';
import { EMAIL_ADDRESS } from '../vocabulary/brandText';
import { brandSchema, type Brand } from './brand';

const brand: Brand = {
  key: 'skyline.example',
  name: 'Skyline Flights',
  domains: ['skyline.example'],
  logo: '/brand-assets/skyline.svg',
  theme: {
    primary: '#0f766e',
    secondary: '#134e4a',
    accent: '#f59e0b',
    background: '#ffffff',
    text: '#0f172a',
    font: 'Inter',
  },
  contact: { email: 'help@skyline.example', phone: '+1 555 0100', address: '1 Main Street', hours: 'Mon-Fri 9am-5pm' },
  social: { facebook: '', twitter: 'https://x.com/skyline', instagram: '' },
  markup: { percent: 23, fixedAmount: 0, currency: 'USD' },
  trackingId: '',
};

const firstMessage = (value: unknown) => brandSchema.safeParse(value).error?.issues[0]?.message;

describe('brandSchema: what an admin may save', () => {
  test('a complete brand passes, names in any script included', () => {
    expect(brandSchema.parse(brand)).toEqual(brand);
    expect(brandSchema.safeParse({ ...brand, name: "Øresund Flyg & Reisen (Nord) O'Hare" }).success).toBe(true);
  });

  test("the contact e-mail is checked with zod's own e-mail pattern, which readers without zod share", () => {
    expect(EMAIL_ADDRESS.source).toBe(z.regexes.email.source);
    expect(firstMessage({ ...brand, contact: { ...brand.contact, email: 'help@skyline' } })).toBe(
      'Use an email address such as help@example.com',
    );
  });

  test.each([
    [
      'a <script> name',
      { ...brand, name: '<script>alert(1)</script>' },
      "Use letters, digits, spaces and & ' . , ! ? ( ) + - only",
    ],
    ['an empty name', { ...brand, name: '  ' }, 'Enter the brand name'],
    [
      'a javascript: logo',
      { ...brand, logo: 'javascript:alert(1)' },
      'Use an http(s) address or a path starting with /',
    ],
    [
      'a protocol-relative logo',
      { ...brand, logo: '//evil.example/x.svg' },
      'Use an http(s) address or a path starting with /',
    ],
    [
      'a colour with CSS in it',
      { ...brand, theme: { ...brand.theme, primary: 'red;} body{display:none' } },
      'Use a colour such as #0d9488',
    ],
    [
      'a font that closes its CSS value',
      { ...brand, theme: { ...brand.theme, font: 'Inter", serif; x: "' } },
      'Use a font family name such as Inter',
    ],
    [
      'a domain with a path',
      { ...brand, domains: ['skyline.example/admin'] },
      'Use a host name such as flights.example.com',
    ],
    ['an upper-case domain', { ...brand, domains: ['Skyline.example'] }, 'Use a host name such as flights.example.com'],
    [
      'markup over 100 percent',
      { ...brand, markup: { ...brand.markup, percent: 101 } },
      'The markup is between 0 and 100 percent',
    ],
    [
      'a fixed amount in fractions',
      { ...brand, markup: { ...brand.markup, fixedAmount: 2.5 } },
      'Use whole minor units (cents)',
    ],
    [
      'no fixed amount (an empty box)',
      { ...brand, markup: { ...brand.markup, fixedAmount: Number.NaN } },
      'Enter an amount in minor units (0 for none)',
    ],
    [
      'a lower-case currency',
      { ...brand, markup: { ...brand.markup, currency: 'usd' } },
      'Use a three-letter currency code such as USD',
    ],
    [
      'an address with markup',
      { ...brand, contact: { ...brand.contact, address: '<b>1 Main</b>' } },
      'An address cannot contain < > { }',
    ],
    ['blank support hours', { ...brand, contact: { ...brand.contact, hours: ' ' } }, 'Enter the support hours'],
    [
      'no support hours',
      { ...brand, contact: { email: brand.contact.email, phone: brand.contact.phone, address: brand.contact.address } },
      'Enter the support hours',
    ],
    [
      'support hours with markup',
      { ...brand, contact: { ...brand.contact, hours: '<b>24/7</b>' } },
      'Support hours cannot contain < > { }',
    ],
  ])('refuses %s', (_case, value, message) => {
    expect(firstMessage(value)).toBe(message);
  });
});

describe('admin contracts', () => {
  test('the mode change takes a boolean only', () => {
    expect(adminSettingsUpdateSchema.safeParse({ enableLiveMode: 'true' }).error?.issues[0]?.message).toBe(
      'enableLiveMode must be true or false',
    );
    expect(adminSettingsUpdateSchema.parse({ enableLiveMode: true, extra: 1 })).toEqual({ enableLiveMode: true });
  });

  test('the audit query defaults to page 1 of 20 and reads numbers from the address', () => {
    expect(auditQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(auditQuerySchema.parse({ page: '2', limit: '5' })).toEqual({ page: 2, limit: 5 });
    expect(auditQuerySchema.safeParse({ page: '0' }).error?.issues[0]?.message).toBe('Page starts at 1');
  });
});
