import { remoteEntrySchema, remoteNameSchema } from '@portal/platform/contracts';
import { PORTAL_MODULES } from '@portal/platform/federation/modules';
import { createRemotesRepository } from '../modules/remotes/remotes.repository';
import { usage, withDatabase } from './withDatabase';

const USAGE = `Usage: npm run remote:register -w gateway -- <name> <manifestUrl> <version> [routes]
  Registers (or updates) where a front-end module's build is: the shell reads it on its next load.
  name         the module's container name, e.g. mfe_search
  manifestUrl  https://cdn.example.com/search/1.4.0/mf-manifest.json, or a path on this gateway
  version      e.g. 1.4.0
  routes       comma-separated route patterns; needed only for a module the registry does not know`;

const [name, manifestUrl, version, routesArg] = process.argv.slice(2);
if (!name || !manifestUrl || !version) usage(USAGE);

void withDatabase(async ({ models }) => {
  const validName = remoteNameSchema.safeParse(name);
  if (!validName.success)
    throw new Error(`Invalid name "${name}": lower-case letters, digits and _, starting with a letter`);
  const remotes = createRemotesRepository(models);
  const known = (await remotes.find(validName.data)) ?? PORTAL_MODULES.find((module) => module.name === name);
  const routes = routesArg ? routesArg.split(',').map((route) => route.trim()) : known?.routes;
  if (!routes) throw new Error(`${name} is a new module: give its routes, e.g. /deals,/deals/:id\n\n${USAGE}`);

  const entry = remoteEntrySchema.safeParse({ manifestUrl, version, routes: [...routes] });
  if (!entry.success)
    throw new Error(
      `Invalid entry: ${entry.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  if (!/^(https?:\/\/|\/)/.test(entry.data.manifestUrl))
    throw new Error('manifestUrl must be an http(s) address or a path starting with /');

  await remotes.upsert({ name: validName.data, ...entry.data });
  process.stdout.write(`Registered ${validName.data} ${entry.data.version} at ${entry.data.manifestUrl}\n`);
});
