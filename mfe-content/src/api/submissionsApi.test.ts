import { createPortalStore, forgetCsrfToken, type ContactRequest } from '@portal/platform';
import { json, mockGateway } from '@portal/platform/testing';
import { submissionsApi } from './submissionsApi';

beforeEach(() => forgetCsrfToken());

describe('submissionsApi', () => {
  test('the contact form is posted under the brand and answers the receipt', async () => {
    const { calls } = mockGateway({
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/contact': () => json({ id: 'c1', message: 'Thank you for contacting us!' }, 201),
    });
    const store = createPortalStore();
    const body: ContactRequest = {
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      phone: undefined,
      bookingReference: undefined,
      reason: 'booking',
      message: 'Where is my booking confirmation?',
      preferredContact: 'email',
      consent: true,
    };

    const result = await store.dispatch(
      submissionsApi.endpoints.submitContactRequest.initiate({ brand: 'sunjet.travel', body }),
    );

    expect(result.data).toEqual({ id: 'c1', message: 'Thank you for contacting us!' });
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/contact?brand=sunjet.travel' });
    expect(calls.at(-1)?.body).toEqual(body);
  });
});
