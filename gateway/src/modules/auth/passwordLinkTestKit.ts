import type { Pool } from 'pg';

/** The token of the newest password link (reset or set-password) e-mailed to this address, from the outbox. */
export const passwordLinkTokenFor = async (pool: Pool, address: string): Promise<string> => {
  const { rows } = await pool.query<{ text_body: string }>(
    "SELECT text_body FROM mail_outbox WHERE lower(to_address) = lower($1) AND text_body LIKE '%/reset-password?token=%' ORDER BY created_at DESC LIMIT 1",
    [address],
  );
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no password link sent to ${address}`);
  return token;
};
