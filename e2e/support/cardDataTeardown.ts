import fs from 'node:fs';
import path from 'node:path';
import { E2E_CVC } from './cardData';
import { describeFindings, scanDatabase, scanLogFile } from './cardDataScan';
import { E2E_LANES, portalOf } from './portalEnv';

/** Throws, listing each finding, when the database or the log holds a card number or a CVC. */
export const assertNoCardData = async ({
  databaseUrl,
  logFile,
  cvcs = [E2E_CVC],
}: {
  databaseUrl: string;
  logFile: string;
  cvcs?: string[];
}): Promise<string> => {
  const database = await scanDatabase(databaseUrl, cvcs);
  const log = scanLogFile(logFile, cvcs);
  // A scan that read nothing proves nothing.
  if (database.tables === 0 || log.lines < 2)
    throw new Error(`card-data scan read too little: ${database.tables} tables, ${log.lines} log lines`);
  const findings = [...database.findings, ...log.findings];
  if (findings.length > 0)
    throw new Error(`Card data found (PCI: never store or log a card number or CVC):\n${describeFindings(findings)}`);
  return `card-data scan: ${database.tables} tables (${database.rows} rows) and ${log.lines} log lines, no card number or CVC`;
};

/**
 * Playwright's global teardown (it runs before the portals are stopped): after every spec, no card
 * number or CVC the specs typed may be anywhere in any lane's portal database or log output.
 */
export default async function cardDataTeardown() {
  for (let lane = 0; lane < E2E_LANES; lane += 1) {
    const { dataDir, env, portalLog } = portalOf(lane);
    const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
    const databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${env.EMBEDDED_PG_PORT}/portal`;
    console.log(`lane ${lane}: ${await assertNoCardData({ databaseUrl, logFile: portalLog })}`);
  }
}
