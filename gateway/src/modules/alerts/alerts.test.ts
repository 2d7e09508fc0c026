import request from 'supertest';
import { daysAhead } from '../../../test/flightStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { guest, signInAs, type SignedIn } from '../../../test/users';

const TARGET_MESSAGE = 'Target price must be an amount such as 250 or 249.99, above 0';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());
// Every test here sets alerts from one address: each starts with the limit's count at zero.
beforeEach(() => t.sessionPool.query('DELETE FROM rate_limits'));

const search = () => ({
  origin: 'JFK',
  destination: 'LHR',
  departureDate: daysAhead(t, 40),
  returnDate: daysAhead(t, 47),
  adultsCount: 1,
});
const post = (who: SignedIn, body: object) => who.agent.post('/api/alerts').set('X-CSRF-Token', who.token).send(body);
const patch = (who: SignedIn, id: string, body: object) =>
  who.agent.patch(`/api/alerts/${id}`).set('X-CSRF-Token', who.token).send(body);
const remove = (who: SignedIn, id: string) => who.agent.delete(`/api/alerts/${id}`).set('X-CSRF-Token', who.token);

interface Mail {
  subject: string;
  text_body: string;
  headers: Record<string, string> | null;
}
const mailTo = async (address: string): Promise<Mail[]> =>
  (
    await t.sessionPool.query<Mail>(
      'SELECT subject, text_body, headers FROM mail_outbox WHERE to_address = $1 ORDER BY created_at',
      [address],
    )
  ).rows;
/** The page link in the e-mail's text (path and query). */
const linkIn = (mail: Mail | undefined, action: 'confirm' | 'unsubscribe'): string => {
  const match = new RegExp(`https?://[^\\s]+/alerts/${action}\\?token=[\\w.%-]+`).exec(mail?.text_body ?? '');
  if (!match) throw new Error(`no ${action} link in ${mail?.text_body}`);
  return new URL(match[0]).pathname + new URL(match[0]).search;
};
/** The same link as the JSON endpoint (the List-Unsubscribe target, and what scripts post to). */
const apiLink = (pageLink: string): string => pageLink.replace(/^\/alerts\//, '/api/alerts/links/');

describe('/api/alerts: a signed-in traveller sets, lists, pauses and deletes their own alerts', () => {
  test('an alert is created active with the account address, listed, paused, resumed and deleted; another traveller finds none of it', async () => {
    const ada = await signInAs(t, 'alert-ada', ['traveller']);
    const bob = await signInAs(t, 'alert-bob', ['traveller']);

    const created = await post(ada, { search: search(), targetPrice: '450' }).expect(201);
    expect(created.body).toEqual({ id: expect.any(String), status: 'active' });
    const id = (created.body as { id: string }).id;

    const listed = await ada.agent.get('/api/alerts').expect(200);
    expect(listed.body.alerts).toEqual([
      expect.objectContaining({
        id,
        status: 'active',
        targetPrice: '450',
        lastPrice: null,
        search: expect.objectContaining({ origin: 'JFK', destination: 'LHR', adultsCount: 1 }),
        resultsUrl: expect.stringContaining('/search?origin=JFK&destination=LHR'),
      }),
    ]);
    expect((await bob.agent.get('/api/alerts').expect(200)).body).toEqual({ alerts: [] });

    // Someone else's alert is not found, whatever they try.
    await bob.agent.get(`/api/alerts/${id}`).expect(404);
    expect((await patch(bob, id, { paused: true }).expect(404)).body.message).toBe('Price alert not found');
    await remove(bob, id).expect(404);

    expect((await patch(ada, id, { paused: true }).expect(200)).body.status).toBe('paused');
    expect((await patch(ada, id, { paused: false }).expect(200)).body.status).toBe('active');
    expect((await ada.agent.get(`/api/alerts/${id}`).expect(200)).body.prices).toEqual([]);
    await remove(ada, id).expect(204);
    await ada.agent.get(`/api/alerts/${id}`).expect(404);
    expect((await ada.agent.get('/api/alerts').expect(200)).body).toEqual({ alerts: [] });
  });

  test.each([
    [
      'a search without a destination',
      () => ({ search: { ...search(), destination: '' } }),
      'Please select a destination airport',
    ],
    [
      'a past departure',
      () => ({ search: { ...search(), departureDate: '2020-01-01', returnDate: undefined } }),
      'Departure date cannot be in the past',
    ],
    ['a target that is not an amount', () => ({ search: search(), targetPrice: 'cheap' }), TARGET_MESSAGE],
    ['a target of zero', () => ({ search: search(), targetPrice: '0' }), TARGET_MESSAGE],
  ])('%s is refused with 400 and a message saying why', async (_case, body, message) => {
    const ada = await signInAs(t, `alert-bad-${Math.random().toString(36).slice(2, 8)}`, ['traveller']);
    const res = await post(ada, body()).expect(400);
    expect(res.body.message).toBe(message);
  });

  test('pausing takes true or false only, and listing needs a sign-in; no CSRF token, no alert', async () => {
    const ada = await signInAs(t, 'alert-rules', ['traveller']);
    const id = ((await post(ada, { search: search() }).expect(201)).body as { id: string }).id;
    expect((await patch(ada, id, { paused: 'yes' }).expect(400)).body.message).toBe('paused must be true or false');
    await request(t.app).get('/api/alerts').expect(401);
    await ada.agent.post('/api/alerts').send({ search: search() }).expect(403);
  });

  test('setting alerts is limited to 10 per address per 10 minutes: the 11th is 429 with Retry-After', async () => {
    const ada = await signInAs(t, 'alert-limit', ['traveller']);
    for (let i = 0; i < 10; i++) await post(ada, { search: search() }).expect(201);
    const refused = await post(ada, { search: search() }).expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await ada.agent.get('/api/alerts').expect(200)).body.alerts).toHaveLength(10);
  });

  test('an account whose address is not confirmed is told to confirm it first', async () => {
    const eve = await signInAs(t, 'alert-unconfirmed', ['traveller'], { emailConfirmed: false });
    const res = await post(eve, { search: search() }).expect(409);
    expect(res.body.message).toBe('Please confirm your e-mail address from your profile before setting a price alert.');
  });
});

describe('a guest sets an alert with an address they confirm', () => {
  test('the alert waits until the e-mailed link is followed; without an address it is refused', async () => {
    const visitor = await guest(t);
    expect((await post(visitor, { search: search() }).expect(400)).body.message).toBe(
      'Please enter your email address to receive the price alert',
    );

    const created = await post(visitor, { search: search(), email: 'Guest.Alert@Example.org' }).expect(201);
    expect(created.body.status).toBe('pending_confirmation');
    const id = (created.body as { id: string }).id;
    const [confirmation] = await mailTo('guest.alert@example.org');
    expect(confirmation?.subject).toBe('Confirm your price alert for JFK to LHR');
    expect(confirmation?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http.+\/api\/alerts\/links\/unsubscribe\?token=.+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // Not run while unconfirmed.
    expect((await t.alerts.runDue(new Date(Date.now() + 60_000)))[id]).toBeUndefined();

    const confirm = linkIn(confirmation, 'confirm');
    // Opening the link shows a button; only its post starts the alert (a mail scanner's fetch does nothing).
    expect((await request(t.app).get(confirm).expect(200)).text).toContain('<form method="post"');
    expect((await request(t.app).post(confirm).expect(200)).text).toContain('Your price alert has started');
    // Used once: the page and the JSON link both say so.
    expect((await request(t.app).post(confirm).expect(400)).text).toContain('This confirmation link is invalid');
    expect((await request(t.app).post(apiLink(confirm)).expect(400)).body.message).toBe(
      'This confirmation link is invalid, used or expired. Set the price alert again from the results page.',
    );
    // The link from the e-mail reads the alert without a session.
    const token = new URLSearchParams(linkIn(confirmation, 'unsubscribe').split('?')[1]).get('token') as string;
    expect((await request(t.app).get(`/api/alerts/${id}`).query({ token }).expect(200)).body.status).toBe('active');
    await request(t.app)
      .get(`/api/alerts/${id}`)
      .query({ token: `${id}.forged` })
      .expect(404);
  });
});

describe('the one-click unsubscribe link', () => {
  test('posting it without a session or CSRF token ends the alert (as a mail client does, or from its page); a forged token is refused', async () => {
    const visitor = await guest(t);
    const id = (
      (await post(visitor, { search: search(), email: 'unsub@example.org' }).expect(201)).body as { id: string }
    ).id;
    const [confirmation] = await mailTo('unsub@example.org');
    await request(t.app)
      .post(apiLink(linkIn(confirmation, 'confirm')))
      .expect(200, { id, status: 'active' });
    const unsubscribe = apiLink(linkIn(confirmation, 'unsubscribe'));
    expect(confirmation?.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`${unsubscribe.replace(/[?.]/g, '\\$&')}>$`),
    );

    await request(t.app).post(`/api/alerts/links/unsubscribe?token=${id}.forged`).expect(400);
    // As a mail client sends it (RFC 8058).
    await request(t.app)
      .post(unsubscribe)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200, { status: 'ended' });
    const token = new URLSearchParams(unsubscribe.split('?')[1]).get('token') as string;
    expect((await request(t.app).get(`/api/alerts/${id}`).query({ token }).expect(200)).body.status).toBe('ended');
    expect((await t.alerts.runDue(new Date(Date.now() + 60_000)))[id]).toBeUndefined();
    // The page's button says it is done, again and again.
    const page = linkIn(confirmation, 'unsubscribe');
    expect((await request(t.app).post(page).expect(200)).text).toContain('Your price alert has stopped');
  });
});
