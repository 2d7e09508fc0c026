import { waitFor } from '@testing-library/react';
import { DEFAULT_BRAND } from '../brand/defaultBrand';
import { createPortalStore } from '../store/store';
import { json, mockGateway } from '../testing/mockGateway';
import { contentApi } from './contentApi';
import { submissionsApi } from './submissionsApi';
import { shouldUseShippedText } from './pageErrors';

const page = (version: number, body: string) => ({
  slug: 'about',
  brand: 'sunjet.travel',
  title: 'About Us',
  body,
  html: `<p>${body}</p>`,
  version,
  updatedAt: '2026-03-01T10:00:00.000Z',
});
const csrf = { 'GET /api/csrf-token': () => json({ csrfToken: 'token' }) };

describe('contentApi', () => {
  test('asks for the page of the brand, and publishing refreshes it', async () => {
    let version = 1;
    const { calls } = mockGateway({
      ...csrf,
      'GET /api/content/about': () => json(page(version, `v${version}`)),
      'POST /api/content/about/publish': () => {
        version = 2;
        return json({
          version: 2,
          title: 'About Us',
          body: 'v2',
          status: 'published',
          author: 'ed',
          createdAt: '2026-03-02T00:00:00.000Z',
          publishedAt: '2026-03-02T00:00:00.000Z',
        });
      },
    });
    const store = createPortalStore({
      brand: { brand: { ...DEFAULT_BRAND, key: 'sunjet.travel' }, status: 'ready', failure: null },
    });
    const args = { slug: 'about', brand: 'sunjet.travel' };
    store.dispatch(contentApi.endpoints.getContentPage.initiate(args));
    await waitFor(() =>
      expect(contentApi.endpoints.getContentPage.select(args)(store.getState()).data?.body).toBe('v1'),
    );

    await store.dispatch(contentApi.endpoints.publishContentPage.initiate(args));

    await waitFor(() =>
      expect(contentApi.endpoints.getContentPage.select(args)(store.getState()).data?.body).toBe('v2'),
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/content/about?brand=sunjet.travel',
      'GET /api/csrf-token',
      'POST /api/content/about/publish?brand=sunjet.travel',
      'GET /api/content/about?brand=sunjet.travel',
    ]);
  });

  test('forms are posted under the brand and answer the receipt', async () => {
    const { calls } = mockGateway({
      ...csrf,
      'POST /api/newsletter': () => json({ id: 'n1', message: 'Thanks for subscribing!' }, 201),
    });
    const store = createPortalStore();

    const result = await store.dispatch(
      submissionsApi.endpoints.subscribeNewsletter.initiate({ brand: 'default', body: { email: 'a@b.co' } }),
    );

    expect(result.data).toEqual({ id: 'n1', message: 'Thanks for subscribing!' });
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/newsletter?brand=default',
      body: { email: 'a@b.co' },
    });
  });
});

describe('shouldUseShippedText', () => {
  test('unreachable, 5xx, not JSON and no page stored fall back; other refusals do not', () => {
    expect(shouldUseShippedText(undefined)).toBe(false);
    expect(shouldUseShippedText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(true);
    expect(
      shouldUseShippedText({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' }),
    ).toBe(true);
    expect(shouldUseShippedText({ status: 503, data: {} })).toBe(true);
    expect(shouldUseShippedText({ status: 404, data: {} })).toBe(true);
    expect(shouldUseShippedText({ status: 400, data: {} })).toBe(false);
    expect(shouldUseShippedText({ message: 'schema mismatch' })).toBe(true);
  });
});
