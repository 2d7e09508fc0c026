import { z } from 'zod';
import { NAV_AUDIENCES, NAV_ICONS, NAV_LABEL_MAX, NAV_PATH, NAV_SLOTS, REMOTE_NAME } from '../vocabulary/remotes';

export const remoteNameSchema = z.string().regex(REMOTE_NAME);

export const navSlotSchema = z.enum(NAV_SLOTS);
export type NavSlot = z.infer<typeof navSlotSchema>;
export const navIconSchema = z.enum(NAV_ICONS);
export type NavIconName = z.infer<typeof navIconSchema>;
export const navAudienceSchema = z.enum(NAV_AUDIENCES);
export type NavAudience = z.infer<typeof navAudienceSchema>;

/** One link a module puts in the shell's header, drawer, footer, account menu or admin menu. */
export const navigationEntrySchema = z.object({
  slot: navSlotSchema,
  label: z.string().min(1).max(NAV_LABEL_MAX),
  to: z.string().regex(NAV_PATH),
  icon: navIconSchema.optional(),
  /** Entries of one slot are shown in ascending order, whichever module declared them. */
  order: z.number().int().min(0),
  audience: navAudienceSchema.optional(),
  /** Highlight the link on its exact path only (Home is not current on every page). */
  end: z.boolean().optional(),
});
export type NavigationEntry = z.infer<typeof navigationEntrySchema>;

/** Route patterns (react-router syntax) a module owns in the shell. */
const routesSchema = z.array(z.string().startsWith('/')).min(1);

/**
 * What a module's build declares about itself: the `portal` object of its mf-manifest.json. The
 * module writes routes, area and navigation in its own folder; the build adds `platform`, the
 * range of @portal/platform versions it was built for.
 */
export const remoteDescriptorSchema = z.object({
  platform: z.string().min(1).optional(),
  routes: routesSchema,
  /** How a fallback names this part of the site ("flight search", "your account"). */
  area: z.string().min(1).optional(),
  navigation: z.array(navigationEntrySchema).optional(),
});
export type RemoteDescriptor = z.infer<typeof remoteDescriptorSchema>;

export const remoteEntrySchema = z.object({
  manifestUrl: z.string().min(1),
  version: z.string().min(1),
  routes: routesSchema,
  /** The semver range of @portal/platform the module's build needs, from its manifest (absent for older builds). */
  platform: z.string().min(1).optional(),
  area: z.string().min(1).optional(),
  navigation: z.array(navigationEntrySchema).optional(),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

/** GET /api/remotes: module name -> where its manifest is, which version, routes, area and navigation. */
export const remoteRegistrySchema = z.record(remoteNameSchema, remoteEntrySchema);
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
