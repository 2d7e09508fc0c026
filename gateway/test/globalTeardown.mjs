import { rm } from 'node:fs/promises';

export default async function globalTeardown() {
  const state = globalThis.__portalTestPostgres;
  if (!state) return;
  await state.postgres.stop();
  await rm(state.dir, { recursive: true, force: true });
}
