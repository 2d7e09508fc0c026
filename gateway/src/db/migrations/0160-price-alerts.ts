import type { QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

/**
 * Price alerts (issue 18): a search watched for a traveller (an account, or a guest's address
 * confirmed by a link), re-run on a schedule. `next_run_at` is moved on when a gateway claims the
 * alert, so several replicas make one run per alert per period. Each run's cheapest selling price
 * is kept for the history chart; `reference_minor` is the price a drop is measured from: the first
 * price seen, then the price each e-mail told of.
 */
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) => {
  await qi.sequelize.transaction(async (transaction) => {
    const sql = (statement: string) => qi.sequelize.query(statement, { transaction });
    await sql(`CREATE TABLE price_alerts (
      id uuid PRIMARY KEY,
      user_id uuid REFERENCES users (id) ON DELETE CASCADE,
      email text NOT NULL,
      brand_key text NOT NULL,
      search jsonb NOT NULL,
      target_price text,
      status text NOT NULL CHECK (status IN ('pending_confirmation', 'active', 'paused', 'ended')),
      ended_reason text,
      confirmation_token_hash text UNIQUE,
      confirmation_expires_at timestamptz,
      next_run_at timestamptz NOT NULL DEFAULT now(),
      currency text,
      last_price_minor bigint,
      last_checked_at timestamptz,
      reference_minor bigint,
      notified_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await sql('CREATE INDEX price_alerts_owner ON price_alerts (user_id, created_at)');
    await sql(`CREATE INDEX price_alerts_due ON price_alerts (next_run_at) WHERE status = 'active'`);
    await sql(`CREATE TABLE price_alert_prices (
      id bigserial PRIMARY KEY,
      alert_id uuid NOT NULL REFERENCES price_alerts (id) ON DELETE CASCADE,
      amount_minor bigint NOT NULL,
      currency text NOT NULL,
      checked_at timestamptz NOT NULL DEFAULT now())`);
    await sql('CREATE INDEX price_alert_prices_history ON price_alert_prices (alert_id, checked_at)');
    // The unsubscribe headers (List-Unsubscribe, List-Unsubscribe-Post) travel with the message.
    await sql('ALTER TABLE mail_outbox ADD COLUMN headers jsonb');
  });
};

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) => {
  await qi.sequelize.transaction(async (transaction) => {
    const sql = (statement: string) => qi.sequelize.query(statement, { transaction });
    await sql('ALTER TABLE mail_outbox DROP COLUMN headers');
    await sql('DROP TABLE price_alert_prices');
    await sql('DROP TABLE price_alerts');
  });
};
