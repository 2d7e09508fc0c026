import { waitFor } from '@testing-library/react';
import { createPortalStore, DEFAULT_BRAND } from '@portal/platform';
import { json, mockGateway } from '@portal/platform/testing';
import { contentApi } from './contentApi';

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
});
