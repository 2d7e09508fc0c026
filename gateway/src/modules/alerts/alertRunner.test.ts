import { anotherGateway } from '../../../test/anotherGateway';
import { daysAhead } from '../../../test/flightStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { guest, signInAs, type SignedIn } from '../../../test/users';

const MINUTE = 60_000;
let t: TestApp;
let ada: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ ALERT_INTERVAL_MINUTES: '1' });
  ada = await signInAs(t, 'alert-runner', ['traveller']);
}, SETUP_TIMEOUT_MS);
afterEach(() => t.duffelSandbox?.controls.setBehaviour(null));
afterAll(() => t.close());

/** Each test its own route, so the alerts of one do not share the offers of another. */
const createAlert = async (destination: string, extra: object = {}): Promise<string> => {
  const search = { origin: 'JFK', destination, departureDate: daysAhead(t, 30), adultsCount: 1 };
  const res = await ada.agent
    .post('/api/alerts')
    .set('X-CSRF-Token', ada.token)
    .send({ search, ...extra })
    .expect(201);
  return (res.body as { id: string }).id;
};
/** From this read on, every offer costs `percent` more than listed (negative: less), as Duffel's fares move. */
const pricesMove = (percent: number) =>
  t.duffelSandbox?.controls.setBehaviour((call) =>
    call.operation === 'offers.get' ? { kind: 'price_change', percent } : null,
  );
const alertMail = async () =>
  (
    await t.sessionPool.query<{ subject: string; text_body: string; html_body: string; headers: object }>(
      `SELECT subject, text_body, html_body, headers FROM mail_outbox
       WHERE to_address = 'alert-runner@example.org' ORDER BY created_at`,
    )
  ).rows;
const detail = async (id: string) =>
  (await ada.agent.get(`/api/alerts/${id}`).expect(200)).body as {
    status: string;
    lastPrice: string | null;
    currency: string;
    prices: { amount: string }[];
  };
/** No alerts, and the alert-setting limit (10 per address per 10 minutes) starts again: this file sets more. */
const clear = () => t.sessionPool.query('DELETE FROM price_alerts; DELETE FROM rate_limits');

let clock = Date.now();
/** A moment past the next period: every active alert is due again. */
const nextPeriod = () => new Date((clock += MINUTE + 1_000));

describe('the price alerts job', () => {
  test('a drop of at least 5% e-mails the new price with a link to the results; a smaller one sends nothing', async () => {
    await clear();
    const id = await createAlert('LAX');
    expect((await t.alerts.runDue(nextPeriod()))[id]).toBe('recorded');
    const first = await detail(id);
    expect(first.prices).toHaveLength(1);
    const before = await alertMail();

    pricesMove(-2);
    expect((await t.alerts.runDue(nextPeriod()))[id]).toBe('recorded');
    expect(await alertMail()).toEqual(before);

    pricesMove(-10);
    expect((await t.alerts.runDue(nextPeriod()))[id]).toBe('notified');
    const now = await detail(id);
    expect(now.prices).toHaveLength(3);
    expect(Number(now.lastPrice)).toBeLessThan(Number(first.lastPrice) * 0.95);
    const sent = (await alertMail()).slice(before.length);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.subject).toBe(`Price drop: JFK to LAX now from ${now.lastPrice} ${now.currency}`);
    expect(mail?.text_body).toContain(`now start from ${now.lastPrice} ${now.currency} (was ${first.lastPrice}`);
    expect(mail?.text_body).toContain(
      `/search?origin=JFK&destination=LAX&departureDate=${daysAhead(t, 30)}&cabinClass=economy&adults=1&children=0&infants=0&tripType=one-way`,
    );
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': expect.stringContaining('/api/alerts/links/unsubscribe?token='),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // The same lower price again is no news.
    expect((await t.alerts.runDue(nextPeriod()))[id]).toBe('recorded');
    expect(await alertMail()).toHaveLength(before.length + 1);
  });

  test('an alert unsubscribed while its search runs keeps no price and sends nothing, even for a drop', async () => {
    await clear();
    const id = await createAlert('LAS', { targetPrice: '99999' });
    const before = await alertMail();
    t.duffelSandbox?.controls.setBehaviour(async (call) => {
      if (call.operation !== 'offers.get') return null;
      await t.sessionPool.query(`UPDATE price_alerts SET status = 'ended' WHERE id = $1`, [id]);
      return { kind: 'price_change', percent: -10 };
    });
    expect((await t.alerts.runDue(nextPeriod()))[id]).toBe('stopped meanwhile');
    expect(await alertMail()).toEqual(before);
    expect((await detail(id)).prices).toEqual([]);
  });

  test('a price at or below the target is e-mailed on the first run', async () => {
    await clear();
    const id = await createAlert('SFO', { targetPrice: '99999' });
    const before = await alertMail();
    expect((await t.alerts.runDue(nextPeriod()))[id]).toBe('notified');
    expect((await alertMail()).slice(before.length)).toHaveLength(1);
  });

  test('an alert whose departure date has passed ends and is not run again', async () => {
    await clear();
    const id = await createAlert('MIA');
    await t.sessionPool.query(
      `UPDATE price_alerts SET search = jsonb_set(search, '{departureDate}', '"2020-01-01"') WHERE id = $1`,
      [id],
    );
    expect((await t.alerts.runDue(nextPeriod()))[id]).toBe('ended');
    expect((await detail(id)).status).toBe('ended');
    expect((await t.alerts.runDue(nextPeriod()))[id]).toBeUndefined();
  });

  test("a guest's alert whose confirmation link expired unused is deleted by the job; one still waiting is kept", async () => {
    await clear();
    const visitor = await guest(t);
    const set = async (email: string) =>
      (
        await visitor.agent
          .post('/api/alerts')
          .set('X-CSRF-Token', visitor.token)
          .send({ search: { origin: 'JFK', destination: 'PHX', departureDate: daysAhead(t, 30) }, email })
          .expect(201)
      ).body.id as string;
    const expired = await set('expired.alert@example.org');
    const waiting = await set('waiting.alert@example.org');
    await t.sessionPool.query(
      `UPDATE price_alerts SET confirmation_expires_at = now() - interval '1 minute' WHERE id = $1`,
      [expired],
    );
    await t.alerts.runDue(nextPeriod());
    const { rows } = await t.sessionPool.query<{ id: string }>('SELECT id FROM price_alerts');
    expect(rows.map((row) => row.id)).toEqual([waiting]);
  });

  test('a provider failure leaves the alert for its next period, without a price or a crash', async () => {
    await clear();
    const id = await createAlert('ORD');
    t.duffelSandbox?.controls.setBehaviour(() => ({ kind: 'server_error', status: 503 }));
    expect((await t.alerts.runDue(nextPeriod()))[id]).toBe('failed');
    expect((await detail(id)).prices).toHaveLength(0);
    t.duffelSandbox?.controls.setBehaviour(null);
    expect((await t.alerts.runDue(nextPeriod()))[id]).toBe('recorded');
  });

  test('two gateways running the job at once make one run per alert per period', async () => {
    await clear();
    const ids = await Promise.all(['BOS', 'SEA', 'DEN', 'ATL'].map((destination) => createAlert(destination)));
    const other = await anotherGateway(t);
    try {
      const at = nextPeriod();
      const [here, there] = await Promise.all([t.alerts.runDue(at), other.alerts.runDue(at)]);
      const ran = [...Object.keys(here), ...Object.keys(there)].sort();
      expect(ran).toEqual([...ids].sort());
      // Later in the same period, neither runs any again.
      const later = new Date(at.getTime() + 30_000);
      expect(await Promise.all([t.alerts.runDue(later), other.alerts.runDue(later)])).toEqual([{}, {}]);
      const { rows } = await t.sessionPool.query<{ runs: string }>(
        'SELECT count(*) AS runs FROM price_alert_prices GROUP BY alert_id',
      );
      expect(rows.map((row) => Number(row.runs))).toEqual([1, 1, 1, 1]);
    } finally {
      await other.close();
    }
  });
});
