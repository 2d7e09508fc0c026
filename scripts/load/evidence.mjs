import pg from 'pg';

/** Every PaymentIntent the Stripe sandbox holds, page by page, through its own API. */
const allIntents = async (stripeOrigin, stripeKey) => {
  const intents = [];
  for (let after = null; ;) {
    const res = await fetch(`${stripeOrigin}/v1/payment_intents?limit=100${after ? `&starting_after=${after}` : ''}`, {
      headers: { authorization: `Bearer ${stripeKey}` },
    });
    if (!res.ok) throw new Error(`the Stripe sandbox answered ${res.status} to a list`);
    const page = await res.json();
    intents.push(...page.data);
    if (!page.has_more || page.data.length === 0) return intents;
    after = page.data[page.data.length - 1].id;
  }
};

/**
 * What the run left behind, read where each party keeps it: the bookings in the gateway's
 * database, the Duffel orders in the sandbox's table, the captured payments at the Stripe sandbox.
 */
export const collectEvidence = async ({ databaseUrl, stripeOrigin, stripeKey }) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = (await client.query('SELECT id, idempotency_key, status, offer_id FROM bookings')).rows.map((row) => ({
      id: row.id,
      idempotencyKey: row.idempotency_key,
      status: row.status,
      offerId: row.offer_id,
    }));
    const orders = (
      await client
        .query(
          `SELECT body->'metadata'->>'booking_id' AS booking_id, count(*)::int AS n FROM sandbox_duffel_orders GROUP BY 1`,
        )
        .catch(() => ({ rows: [] }))
    ).rows;
    const capturesByBooking = new Map();
    for (const intent of await allIntents(stripeOrigin, stripeKey)) {
      const booking = intent.metadata?.booking_id;
      if (booking && intent.status === 'succeeded')
        capturesByBooking.set(booking, (capturesByBooking.get(booking) ?? 0) + 1);
    }
    return { rows, ordersByBooking: new Map(orders.map((row) => [row.booking_id, row.n])), capturesByBooking };
  } finally {
    await client.end();
  }
};
