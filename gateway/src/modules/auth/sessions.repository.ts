import type { Sequelize } from 'sequelize';

/** The rows of the `session` table (http/sessions/sessionStore.ts). */
export const createSessionsRepository = (sequelize: Sequelize) => ({
  /** Signs a user out everywhere but in the session `keepSid`; returns how many sessions ended. */
  async endSessionsOf(userId: string, keepSid: string): Promise<number> {
    const [, result] = await sequelize.query(`DELETE FROM session WHERE sess->>'userId' = $1 AND sid <> $2`, {
      bind: [userId, keepSid],
    });
    return (result as { rowCount?: number } | undefined)?.rowCount ?? 0;
  },
});

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
