import { buildModules, FRONT_END_MODULES, isUpToDate } from './frontEndBuilds.mjs';

// `npm start` builds only the modules whose sources changed since their last build.
const stale = FRONT_END_MODULES.filter((folder) => !isUpToDate(folder));
if (stale.length) {
  console.log(`building ${stale.join(', ')}`);
  await buildModules(stale);
}
