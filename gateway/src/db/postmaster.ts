import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../http/logger';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** After a crash the pid may belong to another program by now; where /proc exists, check. */
const isPostgres = (pid: number): boolean => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return process.platform !== 'linux';
  }
};

/**
 * The server recorded in DATA_DIR/postgres/postmaster.pid (line 1 pid, line 4 port) if it is
 * running. A pid file whose process is gone (a killed run) is removed here, so start() works.
 */
export const findRunningPostmaster = async (
  databaseDir: string,
  logger: Logger,
): Promise<{ pid: number; port: number } | null> => {
  const file = path.join(databaseDir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = (await fs.promises.readFile(file, 'utf8')).split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && isPostgres(pid)) return { pid, port };
  logger.warn({ file, pid }, 'removing a stale postmaster.pid left by a run that was killed');
  await fs.promises.rm(file, { force: true });
  return null;
};

export const waitForExit = async (pid: number, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
};

/** SIGINT is PostgreSQL's "fast shutdown": roll back open transactions, write a checkpoint, exit. */
export const stopPostmaster = async (pid: number): Promise<void> => {
  if (!isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 15_000))) throw new Error(`PostgreSQL (pid ${pid}) did not stop within 15 s`);
};
