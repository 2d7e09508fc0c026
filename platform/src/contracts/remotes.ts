import { z } from 'zod';
import { REMOTE_NAME } from '../vocabulary/remotes';

export const remoteNameSchema = z.string().regex(REMOTE_NAME);

export const remoteEntrySchema = z.object({
  manifestUrl: z.string().min(1),
  version: z.string().min(1),
  /** Route patterns (react-router syntax) this module owns in the shell. */
  routes: z.array(z.string().startsWith('/')).min(1),
  /** The semver range of @portal/platform the module's build needs, from its manifest (absent for older builds). */
  platform: z.string().min(1).optional(),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

/** GET /api/remotes: module name -> where its manifest is, which version, which routes. */
export const remoteRegistrySchema = z.record(remoteNameSchema, remoteEntrySchema);
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
