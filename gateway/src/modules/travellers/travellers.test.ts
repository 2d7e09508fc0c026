import { Writable } from 'node:stream';
import request from 'supertest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { signInAs, type SignedIn } from '../../../test/users';
import { createLogger } from '../../http/logger';

const PASSPORT = 'K7Q4Z9P2';
let badBodies = 0;
let t: TestApp;
let logged = '';
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged += chunk.toString();
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({}, { logger: createLogger('trace', logSink) });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const send = (who: SignedIn, method: 'post' | 'put' | 'delete', path: string, body?: object) =>
  who.agent[method](path).set('X-CSRF-Token', who.token).send(body);
const listOf = async (who: SignedIn) =>
  (await who.agent.get('/api/travellers').expect(200)).body as { id: string; firstName: string }[];
const traveller = (overrides: Record<string, unknown> = {}) => ({
  title: 'ms',
  firstName: 'Ada',
  lastName: 'Lovelace',
  gender: 'female',
  dateOfBirth: '1985-12-10',
  passportNumber: ` ${PASSPORT.toLowerCase()} `,
  passportIssuingCountry: 'gb',
  passportExpiryDate: '2034-05-01',
  ...overrides,
});

describe('/api/travellers: the owner saves, lists, changes and deletes', () => {
  test('when a traveller is saved, changed and deleted, then each answer shows it as stored (passport normalised), and the list follows', async () => {
    const ada = await signInAs(t, 'trav-crud', ['traveller']);

    const added = await send(ada, 'post', '/api/travellers', traveller()).expect(201);
    expect(added.body).toEqual({
      id: expect.any(String),
      title: 'ms',
      firstName: 'Ada',
      lastName: 'Lovelace',
      gender: 'female',
      dateOfBirth: '1985-12-10',
      passportNumber: PASSPORT,
      passportIssuingCountry: 'GB',
      passportExpiryDate: '2034-05-01',
    });
    expect(added.headers['cache-control']).toBe('no-store');
    expect(await listOf(ada)).toEqual([added.body]);

    const changed = await send(
      ada,
      'put',
      `/api/travellers/${added.body.id}`,
      traveller({
        title: '',
        firstName: 'Augusta',
        passportNumber: '',
        passportIssuingCountry: '',
        passportExpiryDate: '',
      }),
    ).expect(200);
    expect(changed.body).toEqual({
      id: added.body.id,
      firstName: 'Augusta',
      lastName: 'Lovelace',
      gender: 'female',
      dateOfBirth: '1985-12-10',
    });

    await send(ada, 'delete', `/api/travellers/${added.body.id}`).expect(204);
    expect(await listOf(ada)).toEqual([]);
  });

  test.each([
    [
      { passportIssuingCountry: 'XX' },
      'passportIssuingCountry',
      "'XX' is not an ISO 3166 country code. Please choose the issuing country from the list.",
    ],
    [{ passportNumber: 'AB-12' }, 'passportNumber', 'Passport number can only contain letters and numbers'],
    [
      { passportExpiryDate: '' },
      'passportExpiryDate',
      'Give the passport number, issuing country and expiry date together, or none of them.',
    ],
    [{ passportExpiryDate: '2001-01-01' }, 'passportExpiryDate', 'Passport must not be expired'],
    [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth', 'Date of birth cannot be in the future'],
    [{ dateOfBirth: '1990-02-30' }, 'dateOfBirth', 'Date of birth must be a date (yyyy-MM-dd)'],
    [{ firstName: 'Æsa' }, 'firstName', expect.stringMatching(/^Type the first name in Latin letters/)],
    [{ gender: 'x' }, 'gender', 'Please choose a gender'],
    [{ nationality: 'GB' }, '', expect.any(String)],
  ])(
    'when the body has %j, then 400 with the field message and nothing is saved',
    async (overrides, field, message) => {
      const ada = await signInAs(t, `trav-bad-${(badBodies += 1)}`, ['traveller']);

      const res = await send(ada, 'post', '/api/travellers', traveller(overrides)).expect(400);

      expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', message });
      if (field) expect(res.body.issues.map((issue: { path: string[] }) => issue.path.join('.'))).toContain(field);
      expect(await listOf(ada)).toEqual([]);
    },
  );

  test('when the account holds 20 already, then the 21st is refused with 409 and the list stays at 20', async () => {
    const ada = await signInAs(t, 'trav-cap', ['traveller']);
    await Promise.all(Array.from({ length: 20 }, () => send(ada, 'post', '/api/travellers', traveller()).expect(201)));

    const res = await send(ada, 'post', '/api/travellers', traveller()).expect(409);

    expect(res.body).toEqual({
      message: 'You can save up to 20 travellers. Delete one to add another.',
      error: 'TRAVELLERS_LIMIT',
    });
    expect(await listOf(ada)).toHaveLength(20);
  });
});

describe("/api/travellers: nobody else's", () => {
  test("when another traveller changes or deletes the traveller's saved traveller, then 404 as for one that does not exist, and it is unchanged", async () => {
    const ada = await signInAs(t, 'trav-owner', ['traveller']);
    const bob = await signInAs(t, 'trav-other', ['traveller']);
    const { body: saved } = await send(ada, 'post', '/api/travellers', traveller()).expect(201);
    const missing = await send(bob, 'put', '/api/travellers/00000000-0000-4000-8000-000000000000', traveller()).expect(
      404,
    );

    const put = await send(bob, 'put', `/api/travellers/${saved.id}`, traveller({ firstName: 'Mallory' })).expect(404);
    const del = await send(bob, 'delete', `/api/travellers/${saved.id}`).expect(404);

    expect(put.body).toEqual(missing.body);
    expect(del.body).toEqual(missing.body);
    expect(await listOf(bob)).toEqual([]);
    expect(await listOf(ada)).toEqual([saved]);
    for (const id of ['-'.repeat(36), 'not-an-id', `${saved.id}x`])
      await send(ada, 'delete', `/api/travellers/${id}`).expect(404);
  });

  test('signed out, then 401 on every route; signed in without the CSRF token, then 403 and nothing is saved', async () => {
    const stranger = request.agent(t.app);
    const token = (await stranger.get('/api/csrf-token')).body.csrfToken as string;
    await stranger.get('/api/travellers').expect(401);
    await stranger.post('/api/travellers').set('X-CSRF-Token', token).send(traveller()).expect(401);
    await stranger
      .put('/api/travellers/00000000-0000-4000-8000-000000000000')
      .set('X-CSRF-Token', token)
      .send(traveller())
      .expect(401);
    await stranger
      .delete('/api/travellers/00000000-0000-4000-8000-000000000000')
      .set('X-CSRF-Token', token)
      .expect(401);

    const ada = await signInAs(t, 'trav-csrf', ['traveller']);
    await ada.agent.post('/api/travellers').send(traveller()).expect(403);
    expect(await listOf(ada)).toEqual([]);
  });
});

describe('passport numbers stay out of the logs', () => {
  test('after saving, listing, changing, refusing and deleting travellers, the log (at trace level) holds no passport number', async () => {
    const ada = await signInAs(t, 'trav-logs', ['traveller']);
    const { body: saved } = await send(ada, 'post', '/api/travellers', traveller()).expect(201);
    await listOf(ada);
    await send(ada, 'put', `/api/travellers/${saved.id}`, traveller({ passportNumber: 'Z9Y8X7W6' })).expect(200);
    await send(
      ada,
      'post',
      '/api/travellers',
      traveller({ passportNumber: 'Q1W2E3R4', passportIssuingCountry: 'XX' }),
    ).expect(400);
    await send(ada, 'delete', `/api/travellers/${saved.id}`).expect(204);

    expect(logged).toContain('/api/travellers');
    for (const number of [PASSPORT, 'Z9Y8X7W6', 'Q1W2E3R4']) expect(logged.toUpperCase()).not.toContain(number);
  });

  test('when a database error carrying the bound values, or an object with a passport number, is logged, then the number is redacted', () => {
    let line = '';
    const logger = createLogger('info', { write: (chunk: string) => void (line += chunk) });

    logger.error(
      {
        err: Object.assign(new Error('insert failed'), {
          parameters: ['id', PASSPORT],
          parent: { parameters: [PASSPORT] },
        }),
      },
      'Unhandled error',
    );
    logger.info({ traveller: { firstName: 'Ada', passportNumber: PASSPORT } }, 'saved');

    expect(line).toContain('insert failed');
    expect(line).toContain('Ada');
    expect(line).not.toContain(PASSPORT);
  });
});
