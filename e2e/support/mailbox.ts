import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { E2E_DATA_DIR, E2E_ENV } from './portalEnv';

/** The token of the newest confirmation link the portal queued for this address (its outbox, in its database). */
export const confirmationTokenFor = async (address: string): Promise<string> => {
  const password = fs.readFileSync(path.join(E2E_DATA_DIR, 'pg-password'), 'utf8').trim();
  const client = new Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${E2E_ENV.EMBEDDED_PG_PORT}/portal`,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ text_body: string }>(
      "SELECT text_body FROM mail_outbox WHERE to_address = $1 AND subject LIKE 'Confirm%' ORDER BY created_at DESC LIMIT 1",
      [address],
    );
    const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '')?.[1];
    if (!token) throw new Error(`no confirmation link was queued for ${address}`);
    return token;
  } finally {
    await client.end();
  }
};

/** The token of the newest password link (forgot-password, or a guest's set-password) the portal queued for this address. */
export const resetTokenFor = async (address: string): Promise<string> => {
  const password = fs.readFileSync(path.join(E2E_DATA_DIR, 'pg-password'), 'utf8').trim();
  const client = new Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${E2E_ENV.EMBEDDED_PG_PORT}/portal`,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ text_body: string }>(
      "SELECT text_body FROM mail_outbox WHERE lower(to_address) = lower($1) AND text_body LIKE '%/reset-password?token=%' ORDER BY created_at DESC LIMIT 1",
      [address],
    );
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '')?.[1];
    if (!token) throw new Error(`no password link was queued for ${address}`);
    return token;
  } finally {
    await client.end();
  }
};
