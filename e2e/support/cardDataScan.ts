import fs from 'node:fs';
import { Client } from 'pg';
import { findCardData, type CardFinding } from './cardData';

export interface Located extends CardFinding {
  where: string;
}

export interface DatabaseScan {
  tables: number;
  rows: number;
  findings: Located[];
}

/** Every row of every table outside PostgreSQL's own schemas, as JSON text, through the scanner. */
export const scanDatabase = async (connectionString: string, cvcs?: string[]): Promise<DatabaseScan> => {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
    );
    const findings: Located[] = [];
    let rows = 0;
    for (const { schema, name } of tables) {
      const table = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
      const { rows: data } = await client.query<{ json: string }>(
        `SELECT row_to_json(r)::text AS json FROM ${table} r`,
      );
      rows += data.length;
      for (const { json } of data)
        findings.push(
          ...findCardData(json, { cvcs }).map((finding) => ({ ...finding, where: `table ${schema}.${name}` })),
        );
    }
    return { tables: tables.length, rows, findings };
  } finally {
    await client.end();
  }
};

/** A log file through the scanner, line by line so a finding names its line. */
export const scanLogFile = (file: string, cvcs?: string[]): { lines: number; findings: Located[] } => {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const findings = lines.flatMap((line, i) =>
    findCardData(line, { cvcs }).map((finding) => ({ ...finding, where: `${file}:${i + 1}` })),
  );
  return { lines: lines.length, findings };
};

export const describeFindings = (findings: Located[]): string =>
  findings.map(({ what, where, context }) => `  ${what} in ${where}: …${context}…`).join('\n');
