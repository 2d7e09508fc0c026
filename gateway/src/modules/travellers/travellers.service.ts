import {
  SAVED_TRAVELLER_NOT_FOUND_MESSAGE,
  SAVED_TRAVELLERS_FULL_MESSAGE,
  SAVED_TRAVELLERS_MAX,
  type SavedTraveller,
  type SavedTravellerFields,
} from '@portal/platform-common/contracts';
import { AppError } from '../../http/errors';
import type { TravellersRepository } from './travellers.repository';

/** Another account's traveller and one that does not exist get the same answer. */
const notFound = () => new AppError('TRAVELLER_NOT_FOUND', SAVED_TRAVELLER_NOT_FOUND_MESSAGE, 404);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Saved travellers (issue 20): the signed-in traveller's own, at most SAVED_TRAVELLERS_MAX of them. */
export const createTravellersService = (repository: TravellersRepository, max = SAVED_TRAVELLERS_MAX) => ({
  list: (userId: string): Promise<SavedTraveller[]> => repository.listOf(userId),

  async add(userId: string, fields: SavedTravellerFields): Promise<SavedTraveller> {
    const added = await repository.addTo(userId, fields, max);
    if (!added) throw new AppError('TRAVELLERS_LIMIT', SAVED_TRAVELLERS_FULL_MESSAGE, 409);
    return added;
  },

  async replace(userId: string, id: string, fields: SavedTravellerFields): Promise<SavedTraveller> {
    const replaced = UUID.test(id) ? await repository.replaceOwn(userId, id, fields) : null;
    if (!replaced) throw notFound();
    return replaced;
  },

  async remove(userId: string, id: string): Promise<void> {
    if (!UUID.test(id) || !(await repository.deleteOwn(userId, id))) throw notFound();
  },
});

export type TravellersService = ReturnType<typeof createTravellersService>;
