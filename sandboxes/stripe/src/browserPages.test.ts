import { Script } from 'node:vm';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { createStripeSandbox } from './server';
import { TEST_KEY, TEST_PUBLISHABLE_KEY } from './testSandbox';

const sandbox = createStripeSandbox({ key: TEST_KEY, publishableKey: TEST_PUBLISHABLE_KEY });
const PORTAL = 'http://localhost:3000';
const cardPage = (query: Record<string, string>) => request(sandbox.app).get('/sandbox/elements/card').query(query);

describe('GET /v3/: the Stripe.js-compatible script', () => {
  test('is JavaScript any page may load, cached briefly, needing no key', async () => {
    for (const path of ['/v3/', '/v3']) {
      const res = await request(sandbox.app).get(path);
      expect(res.status).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=300',
        'x-content-type-options': 'nosniff',
        'access-control-allow-origin': '*',
      });
      expect(() => new Script(res.text)).not.toThrow();
      expect(res.text).toMatch(/Stripe\.version = 'endive'/);
    }
  });

  test('holds no key of the sandbox, secret or publishable: the page brings its publishable key', async () => {
    const res = await request(sandbox.app).get('/v3/');
    expect(res.text).not.toContain(TEST_KEY);
    expect(res.text).not.toContain(TEST_PUBLISHABLE_KEY);
  });
});

describe("the frames' scripts", () => {
  test("are served as JavaScript for the sandbox's own pages; nothing else is under /sandbox/assets", async () => {
    for (const name of ['card-frame.js', '3ds-frame.js']) {
      const res = await request(sandbox.app).get(`/sandbox/assets/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(() => new Script(res.text)).not.toThrow();
    }
    expect((await request(sandbox.app).get('/sandbox/assets/..%2Fserver.ts')).status).toBe(404);
    expect((await request(sandbox.app).get('/sandbox/assets/stripe.js')).status).toBe(404);
  });
});

describe("GET /sandbox/elements/card: the card fields' page", () => {
  test('may be framed only by the page it was asked for, runs only its own script, and sends no Referer', async () => {
    const res = await cardPage({ origin: PORTAL, key: TEST_PUBLISHABLE_KEY });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(new RegExp(`frame-ancestors ${PORTAL}$`));
    expect(policy).toMatch(/default-src 'none'; script-src 'self';/);
    expect(policy).toMatch(/connect-src 'self'/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const { document } = new JSDOM(res.text).window;
    expect(document.title).toBe('Secure card payment input frame');
    expect([...document.querySelectorAll('script')].map((script) => script.getAttribute('src'))).toEqual([
      '/sandbox/assets/card-frame.js',
    ]);
    expect(document.body.dataset).toMatchObject({
      parentOrigin: PORTAL,
      key: TEST_PUBLISHABLE_KEY,
      thisMonth: expect.stringMatching(/^\d{4}-\d{1,2}$/),
    });
    expect(
      [...document.querySelectorAll('input')].map((input) => [input.name, input.getAttribute('autocomplete')]),
    ).toEqual([
      ['cardnumber', 'cc-number'],
      ['exp-date', 'cc-exp'],
      ['cvc', 'cc-csc'],
    ]);
  });

  test("the month it checks expiry against is the sandbox clock's", async () => {
    const later = createStripeSandbox({
      clock: { now: () => new Date('2031-02-10T00:00:00Z'), advanceMinutes: () => undefined, reset: () => undefined },
    });
    const res = await request(later.app)
      .get('/sandbox/elements/card')
      .query({ origin: PORTAL, key: later.publishableKey });
    expect(new JSDOM(res.text).window.document.body.dataset.thisMonth).toBe('2031-2');
  });

  test('without an exact origin, or with a secret key, it is refused and frames nothing', async () => {
    for (const query of [
      { key: TEST_PUBLISHABLE_KEY },
      { origin: '*', key: TEST_PUBLISHABLE_KEY },
      { origin: `${PORTAL}/pay`, key: TEST_PUBLISHABLE_KEY },
      { origin: PORTAL, key: TEST_KEY },
      { origin: PORTAL },
    ] as Record<string, string>[]) {
      const res = await cardPage(query);
      expect({ query, status: res.status, framing: res.headers['content-security-policy'] }).toEqual({
        query,
        status: 400,
        framing: expect.stringMatching(/frame-ancestors 'none'$/),
      });
      expect(res.text).not.toContain('cardnumber');
    }
  });
});
