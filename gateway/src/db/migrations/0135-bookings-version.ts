import type { QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

/**
 * Issue 14: a version of each account's bookings, bumped in the same transaction as any change
 * to one of them (a trigger, so no write path can forget it). The session's read carries it, so
 * a replica may answer My Trips from memory while it is unchanged and never after a change made
 * anywhere. A counter, not a timestamp: row locks order the bumps as the commits are ordered.
 */
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    const sql = (text: string) => qi.sequelize.query(text, { transaction });
    await sql('ALTER TABLE users ADD COLUMN bookings_version bigint NOT NULL DEFAULT 0');
    await sql(`
      CREATE FUNCTION bump_bookings_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL THEN
          UPDATE users SET bookings_version = bookings_version + 1 WHERE id = NEW.user_id;
        END IF;
        IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL
           AND (TG_OP = 'DELETE' OR OLD.user_id IS DISTINCT FROM NEW.user_id) THEN
          UPDATE users SET bookings_version = bookings_version + 1 WHERE id = OLD.user_id;
        END IF;
        RETURN NULL;
      END $$`);
    await sql(`
      CREATE TRIGGER bookings_version AFTER INSERT OR UPDATE OR DELETE ON bookings
      FOR EACH ROW EXECUTE FUNCTION bump_bookings_version()`);
  });

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    const sql = (text: string) => qi.sequelize.query(text, { transaction });
    await sql('DROP TRIGGER IF EXISTS bookings_version ON bookings');
    await sql('DROP FUNCTION IF EXISTS bump_bookings_version()');
    await sql('ALTER TABLE users DROP COLUMN IF EXISTS bookings_version');
  });
