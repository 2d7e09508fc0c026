import { z } from 'zod';

/** A JavaScript identifier: Module Federation container names become globals. */
export const remoteNameSchema = z.string().regex(/^[a-z][a-z0-9_]*$/);

export const remoteEntrySchema = z.object({
  manifestUrl: z.string().min(1),
  version: z.string().min(1),
  /** Route patterns (react-router syntax) this module owns in the shell. */
  routes: z.array(z.string().startsWith('/')).min(1),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

/** GET /api/remotes: module name -> where its manifest is, which version, which routes. */
export const remoteRegistrySchema = z.record(remoteNameSchema, remoteEntrySchema);
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
