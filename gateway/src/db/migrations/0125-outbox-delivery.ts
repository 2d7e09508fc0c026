import type { QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

/**
 * E-mail really leaves the outbox (issue 18 item 4, for issue 20): a message is claimed by one
 * gateway for a short lease before it is sent (so two replicas do not send it twice), and a
 * failed attempt waits before the next one (backoff) instead of being retried every minute.
 */
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) => {
  await qi.sequelize.transaction(async (transaction) => {
    const sql = (statement: string) => qi.sequelize.query(statement, { transaction });
    await sql('ALTER TABLE mail_outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now()');
    await sql('ALTER TABLE mail_outbox ADD COLUMN claimed_until timestamptz');
    await sql('UPDATE mail_outbox SET next_attempt_at = created_at');
    await sql('DROP INDEX IF EXISTS mail_outbox_pending');
    await sql(`CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status = 'pending'`);
    // The operations view lists newest first.
    await sql('CREATE INDEX mail_outbox_newest ON mail_outbox (created_at DESC, id DESC)');
  });
};

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) => {
  await qi.sequelize.transaction(async (transaction) => {
    const sql = (statement: string) => qi.sequelize.query(statement, { transaction });
    await sql('DROP INDEX IF EXISTS mail_outbox_newest');
    await sql('DROP INDEX IF EXISTS mail_outbox_due');
    await sql(`CREATE INDEX mail_outbox_pending ON mail_outbox (created_at) WHERE status = 'pending'`);
    await sql('ALTER TABLE mail_outbox DROP COLUMN claimed_until');
    await sql('ALTER TABLE mail_outbox DROP COLUMN next_attempt_at');
  });
};
