import type { Request } from 'express';
import type { Brand } from '@portal/platform-common/contracts';
import { createBrandResolver } from './brandContext';

const brand = (key: string, domains: string[], percent: number): Brand =>
  ({ key, domains, markup: { percent, fixedAmount: 0, currency: 'USD' } }) as Brand;
const BRANDS = [
  brand('default', [], 23),
  brand('sunjet.travel', ['sunjet.travel', 'www.sunjet.travel'], 15),
  brand('keyonly.example', ['elsewhere.example'], 1),
];

const resolver = createBrandResolver({
  findByKey: async (key) => BRANDS.find((b) => b.key === key) ?? null,
  findByDomain: async (domain) => BRANDS.find((b) => b.domains.includes(domain)) ?? null,
});

/** As Express gives it: hostname is the Host header without its port. */
const requestWith = (headers: Record<string, string>) =>
  ({
    get: (name: string) => headers[name.toLowerCase()],
    hostname: headers.host?.replace(/:\d+$/, ''),
  }) as unknown as Request;

describe('the brand of a request', () => {
  test.each([
    ['the host name, port left out', { host: 'www.sunjet.travel:8080' }, 'sunjet.travel'],
    ["the host name, one of the brand's domains", { host: 'sunjet.travel' }, 'sunjet.travel'],
    ["a brand's key that is none of its domains: not a host of it", { host: 'keyonly.example' }, 'default'],
    ['an unknown host', { host: 'localhost:8080' }, 'default'],
    ['no header at all', {}, 'default'],
    [
      "a visitor's X-Brand naming another brand: the host still decides",
      { 'x-brand': 'sunjet.travel', host: 'localhost:8080' },
      'default',
    ],
    [
      "a visitor's unknown X-Brand on a brand's host: the host still decides",
      { 'x-brand': 'nobody.example', host: 'www.sunjet.travel' },
      'sunjet.travel',
    ],
  ])('%s', async (_story, headers, expected) => {
    const resolved = await resolver.resolve(requestWith(headers));

    expect(resolved.key).toBe(expected);
    expect(resolved.markup.percent).toBe(expected === 'default' ? 23 : 15);
  });
});

describe("a signed-in admin's X-Brand preview", () => {
  const asAdmin = createBrandResolver(
    {
      findByKey: async (key) => BRANDS.find((b) => b.key === key) ?? null,
      findByDomain: async (domain) => BRANDS.find((b) => b.domains.includes(domain)) ?? null,
    },
    async () => true,
  );

  test.each([
    ['an X-Brand key', { 'x-brand': 'sunjet.travel', host: 'localhost' }, 'sunjet.travel'],
    ['an X-Brand domain, in any case', { 'x-brand': 'WWW.SunJet.travel', host: 'localhost' }, 'sunjet.travel'],
    ['an unknown X-Brand, whatever the host', { 'x-brand': 'nobody.example', host: 'www.sunjet.travel' }, 'default'],
    ['a malformed X-Brand', { 'x-brand': 'bad key!', host: 'www.sunjet.travel' }, 'default'],
    ['no X-Brand: the host', { host: 'www.sunjet.travel' }, 'sunjet.travel'],
  ])('%s', async (_story, headers, expected) => {
    expect((await asAdmin.resolve(requestWith(headers))).key).toBe(expected);
  });
});
