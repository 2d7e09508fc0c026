import { describe, expect, test } from '@jest/globals';
import path from 'node:path';
import { callersOf, platformEndpoints } from './platformEndpoints.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Endpoints the platform keeps although one part of the site calls them, and why. Every other
 * endpoint injected in platform/src must be called by at least two of the host and the modules;
 * one that only a module calls is injected from that module's folder into the platform's `api`
 * (as mfe-admin/src/api/adminApi.ts is), so that module's team releases it alone. The list only
 * shrinks: an entry whose endpoint is gone, or that a second part of the site now calls, fails.
 */
const KEPT_WITH_ONE_CALLER = {
  getBrand: "the shell's brand load (useBrandLoader); the platform's brand slice and theme are built from its answer",
  logout: "the shell's sign-out; the platform's session slice and CSRF token are reset by it",
  subscribeNewsletter: "the shell's footer sign-up, on every page",
  login: 'the session: it renews the CSRF token and refreshes the signed-in user every module reads',
  getSystemMode: 'the system mode (test or live), a site-wide fact the admin module switches',
  searchFlights: 'flights and offers: the search whose offers the booking module reads by id',
  searchFlightsPage: 'flights and offers: the later pages of that search',
  verifyOffer: 'flights and offers: whether an offer from the search can still be booked',
};

const endpoints = platformEndpoints(root);
const callers = new Map(endpoints.map((endpoint) => [endpoint.name, callersOf(root, endpoint)]));

describe("the platform's API holds only what several parts of the site call", () => {
  test('the platform injects endpoints, and the scan finds their callers', () => {
    expect(endpoints.map(({ name }) => name)).toEqual(expect.arrayContaining(['getCurrentUser', 'getOffer']));
    expect(callers.get('getCurrentUser')).toEqual(expect.arrayContaining(['host', 'mfe-account']));
  });

  test('every endpoint injected in platform/src is called by at least two of the host and the modules', () => {
    const ownedByOne = endpoints
      .filter(({ name }) => callers.get(name).length < 2 && !(name in KEPT_WITH_ONE_CALLER))
      .map(({ name, file }) => `${name} (${file}) is called by ${callers.get(name).join(', ') || 'nothing'}`);
    expect(ownedByOne).toEqual([]);
  });

  test('every endpoint kept with one caller still exists and still has only that one', () => {
    const stale = Object.keys(KEPT_WITH_ONE_CALLER).filter((name) => (callers.get(name)?.length ?? 2) >= 2);
    expect(stale).toEqual([]);
  });
});
