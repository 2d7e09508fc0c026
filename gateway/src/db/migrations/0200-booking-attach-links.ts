import type { QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

/**
 * A guest booking made with the address a confirmed account holds stays a guest booking until the
 * link e-mailed to that address is followed: only its sha256 is kept here, with the account it
 * would join, so an address someone else typed plants nothing in the owner's My Trips.
 */
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.query(`ALTER TABLE bookings
    ADD COLUMN attach_token_hash text UNIQUE,
    ADD COLUMN attach_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
    ADD COLUMN attach_expires_at timestamptz`);

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.query(`ALTER TABLE bookings
    DROP COLUMN attach_token_hash, DROP COLUMN attach_user_id, DROP COLUMN attach_expires_at`);
