import type { Sequelize } from 'sequelize';
import {
  savedTravellerSchema,
  type SavedTraveller,
  type SavedTravellerFields,
} from '@portal/platform-common/contracts';
import type { Models } from '../../db/models';
import type { SavedTravellerRow } from './savedTraveller.model';

const columnsOf = (fields: SavedTravellerFields) => ({
  title: fields.title ?? null,
  firstName: fields.firstName,
  lastName: fields.lastName,
  gender: fields.gender,
  dateOfBirth: fields.dateOfBirth,
  passportNumber: fields.passportNumber ?? null,
  passportIssuingCountry: fields.passportIssuingCountry ?? null,
  passportExpiryDate: fields.passportExpiryDate ?? null,
});

const plain = (row: SavedTravellerRow): SavedTraveller => {
  const {
    id,
    title,
    firstName,
    lastName,
    gender,
    dateOfBirth,
    passportNumber,
    passportIssuingCountry,
    passportExpiryDate,
  } = row;
  const present = Object.entries({
    id,
    title,
    firstName,
    lastName,
    gender,
    dateOfBirth,
    passportNumber,
    passportIssuingCountry,
    passportExpiryDate,
  }).filter(([, value]) => value !== null);
  return savedTravellerSchema.parse(Object.fromEntries(present));
};

/** Every query names the owner: a saved traveller is found, changed or deleted only through its account. */
export const createTravellersRepository = ({ SavedTraveller, User }: Pick<Models, 'SavedTraveller' | 'User'>) => {
  const sequelize = SavedTraveller.sequelize as Sequelize;
  return {
    listOf: async (userId: string) =>
      (
        await SavedTraveller.findAll({
          where: { userId },
          order: [
            ['createdAt', 'ASC'],
            ['id', 'ASC'],
          ],
        })
      ).map(plain),

    /** Adds one unless the account holds `max` already (null then); the account row is locked so two adds at once count right. */
    addTo: (userId: string, fields: SavedTravellerFields, max: number): Promise<SavedTraveller | null> =>
      sequelize.transaction(async (transaction) => {
        await User.findByPk(userId, { transaction, lock: transaction.LOCK.UPDATE });
        if ((await SavedTraveller.count({ where: { userId }, transaction })) >= max) return null;
        return plain(await SavedTraveller.create({ userId, ...columnsOf(fields) }, { transaction }));
      }),

    /** null when the account has no saved traveller with this id. */
    replaceOwn: async (userId: string, id: string, fields: SavedTravellerFields): Promise<SavedTraveller | null> => {
      const row = await SavedTraveller.findOne({ where: { id, userId } });
      return row && plain(await row.update(columnsOf(fields)));
    },

    /** Whether the account had a saved traveller with this id (now deleted). */
    deleteOwn: async (userId: string, id: string): Promise<boolean> =>
      (await SavedTraveller.destroy({ where: { id, userId } })) > 0,
  };
};

export type TravellersRepository = ReturnType<typeof createTravellersRepository>;
