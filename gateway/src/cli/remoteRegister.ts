import { remoteEntrySchema, remoteNameSchema } from '@portal/platform-common/contracts';
import { createRemotesRepository } from '../modules/remotes/remotes.repository';
import { readReleaseDescriptor } from '../modules/remotes/releaseDescriptor';
import { usage, withDatabase } from './withDatabase';

const USAGE = `Usage: npm run remote:register -w gateway -- <name> <manifestUrl> <version> [routes]
  Registers a new release of a front-end module: the shell reads it on its next load. Its routes,
  area name, navigation and platform range come from the manifest's "portal" descriptor, which
  the module's build writes. The release it replaces is kept for npm run remote:rollback.
  name         the module's container name, e.g. mfe_search
  manifestUrl  https://cdn.example.com/search/1.4.0/mf-manifest.json, or a path on this gateway
  version      e.g. 1.4.0
  routes       comma-separated route patterns, only for a build from before descriptors`;

const [name, manifestUrl, version, routesArg] = process.argv.slice(2);
if (!name || !manifestUrl || !version) usage(USAGE);

void withDatabase(async ({ config, sequelize, models }) => {
  const validName = remoteNameSchema.safeParse(name);
  if (!validName.success)
    throw new Error(`Invalid name "${name}": lower-case letters, digits and _, starting with a letter`);
  if (!/^(https?:\/\/|\/)/.test(manifestUrl as string))
    throw new Error('manifestUrl must be an http(s) address or a path starting with /');

  const descriptor = await readReleaseDescriptor(manifestUrl as string, config.staticRoot);
  if (!descriptor && !routesArg)
    throw new Error(
      `${manifestUrl} carries no module descriptor (a "portal" object in mf-manifest.json): rebuild the module, ` +
        `or, for a build from before descriptors, give its routes, e.g. /deals,/deals/:id\n\n${USAGE}`,
    );
  if (descriptor && routesArg)
    process.stderr.write('Ignoring the routes argument: the manifest declares the routes of this release.\n');
  const declared = descriptor ?? { routes: (routesArg as string).split(',').map((route) => route.trim()) };

  const entry = remoteEntrySchema.safeParse({ manifestUrl, version, ...declared });
  if (!entry.success)
    throw new Error(
      `Invalid entry: ${entry.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );

  const remotes = createRemotesRepository(models);
  await sequelize.transaction((transaction) => remotes.register({ name: validName.data, ...entry.data }, transaction));
  const links = entry.data.navigation?.length ?? 0;
  process.stdout.write(
    `Registered ${validName.data} ${entry.data.version} at ${entry.data.manifestUrl} ` +
      `(${entry.data.routes.length} routes, ${links} navigation entries${entry.data.platform ? `, platform ${entry.data.platform}` : ''})\n`,
  );
});
