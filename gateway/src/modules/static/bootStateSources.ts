import { brandKeySchema, systemModeSchema } from '@portal/platform-common/contracts';
import { AppError } from '../../http/errors';
import type { AuthService } from '../auth/auth.service';
import type { BrandsService } from '../brands/brands.service';
import type { RemotesService } from '../remotes/remotes.service';
import type { SystemService } from '../system/system.service';
import type { BootStateSources } from './bootState';

export interface BootStateServices {
  brands: BrandsService;
  system: SystemService;
  auth: Pick<AuthService, 'sessionUser'>;
  remotes: Pick<RemotesService, 'getRegistry'>;
}

/** The boot state read through the services and schemas of the routes the shell would have called. */
export const createBootStateSources = ({ brands, system, auth, remotes }: BootStateServices): BootStateSources => ({
  // As GET /api/brands/:key: a key that is not one is a 400 there (the shell then asks itself).
  async brandAnswer(key) {
    if (!brandKeySchema.safeParse(key).success) return undefined;
    try {
      return (await brands.publicBrandAnswer(key)).body.toString();
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }
  },
  mode: async () => systemModeSchema.parse(await system.mode()),
  user: async (req) => (req.session?.userId ? await auth.sessionUser(req.session.userId) : null),
  registry: () => remotes.getRegistry(),
});
