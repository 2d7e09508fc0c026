import { buildModules, FRONT_END_MODULES } from './frontEndBuilds.mjs';

await buildModules(FRONT_END_MODULES);
