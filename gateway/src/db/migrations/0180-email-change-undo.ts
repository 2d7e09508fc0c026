import type { QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

/**
 * An e-mail change can be undone from the address it leaves: the notice sent there carries a
 * link (only its sha256 kept here) that, within its time, cancels the change or puts that address
 * back if the change was already confirmed, and ends the account's other sessions.
 */
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.query(`ALTER TABLE users
    ADD COLUMN email_change_undo_hash text UNIQUE,
    ADD COLUMN email_change_undo_address text,
    ADD COLUMN email_change_undo_expires_at timestamptz`);

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.query(`ALTER TABLE users
    DROP COLUMN email_change_undo_hash,
    DROP COLUMN email_change_undo_address,
    DROP COLUMN email_change_undo_expires_at`);
