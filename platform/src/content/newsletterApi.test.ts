import { createPortalStore } from '../store/store';
import { json, mockGateway } from '../testing/mockGateway';
import { newsletterApi } from './newsletterApi';

describe('newsletterApi', () => {
  test('the sign-up is posted under the brand and answers the receipt', async () => {
    const { calls } = mockGateway({
      'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
      'POST /api/newsletter': () => json({ id: 'n1', message: 'Thanks for subscribing!' }, 201),
    });
    const store = createPortalStore();

    const result = await store.dispatch(
      newsletterApi.endpoints.subscribeNewsletter.initiate({ brand: 'default', body: { email: 'a@b.co' } }),
    );

    expect(result.data).toEqual({ id: 'n1', message: 'Thanks for subscribing!' });
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/newsletter?brand=default',
      body: { email: 'a@b.co' },
    });
  });
});
