import { waitFor } from '@testing-library/react';
import { createPortalStore, forgetCsrfToken, newsletterApi } from '@portal/platform';
import { json, mockGateway } from '@portal/platform/testing';
import { submissionListApi } from './submissionListApi';
import { submissionsApi } from './submissionsApi';

beforeEach(() => forgetCsrfToken());

const listedTwice = async (send: (store: ReturnType<typeof createPortalStore>) => Promise<unknown>) => {
  const { calls } = mockGateway({
    'GET /api/csrf-token': () => json({ csrfToken: 't' }),
    'GET /api/submissions': () => json({ submissions: [], nextBefore: null }),
    'POST /api/newsletter': () => json({ id: 'n1', message: 'Thanks for subscribing!' }, 201),
    'POST /api/contact': () => json({ id: 'c1', message: 'Thank you for contacting us!' }, 201),
  });
  const store = createPortalStore();
  const listed = () => calls.filter((call) => call.method === 'GET' && call.path === '/api/submissions').length;
  store.dispatch(submissionListApi.endpoints.getSubmissions.initiate({}));
  await waitFor(() => expect(listed()).toBe(1));

  await send(store);

  await waitFor(() => expect(listed()).toBe(2));
};

describe('submissionListApi', () => {
  test('the list is asked for with its filters', async () => {
    const { calls } = mockGateway({
      'GET /api/submissions': () => json({ submissions: [], nextBefore: null }),
    });
    const store = createPortalStore();

    const result = await store.dispatch(
      submissionListApi.endpoints.getSubmissions.initiate({
        kind: 'contact',
        before: '2026-12-01T10:00:00.000Z',
        limit: 20,
      }),
    );

    expect(result.data).toEqual({ submissions: [], nextBefore: null });
    expect(calls.at(-1)?.path).toBe('/api/submissions?kind=contact&before=2026-12-01T10%3A00%3A00.000Z&limit=20');
  });

  test("a newsletter sign-up through the shell's platform call marks the list stale", async () => {
    await listedTwice((store) =>
      store.dispatch(
        newsletterApi.endpoints.subscribeNewsletter.initiate({ brand: 'default', body: { email: 'a@b.co' } }),
      ),
    );
  });

  test('a contact message sent from this module marks the list stale', async () => {
    await listedTwice((store) =>
      store.dispatch(
        submissionsApi.endpoints.submitContactRequest.initiate({
          brand: 'default',
          body: {
            firstName: 'Jane',
            lastName: 'Doe',
            email: 'jane@example.com',
            phone: undefined,
            bookingReference: undefined,
            reason: 'booking',
            message: 'Where is my booking confirmation?',
            preferredContact: 'email',
            consent: true,
          },
        }),
      ),
    );
  });
});
