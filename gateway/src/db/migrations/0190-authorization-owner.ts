import type { QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

/**
 * A process-card authorization belongs to who made it: the sha256 of the session's id, and the
 * account when one was signed in. Only that session (or account) can hand it to a booking, so a
 * `pi_` id seen elsewhere pays for nobody else's trip.
 */
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.query(`ALTER TABLE payment_authorizations
    ADD COLUMN owner_session_hash text,
    ADD COLUMN owner_user_id uuid`);

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.query(`ALTER TABLE payment_authorizations DROP COLUMN owner_session_hash, DROP COLUMN owner_user_id`);
