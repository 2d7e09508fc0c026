import { Op, fn, col, where } from 'sequelize';
import type { Role } from '@portal/platform/contracts';
import type { Models } from '../../db/models';

export interface UserRecord {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  roles: Role[];
  createdAt: Date;
}

export type NewUser = Omit<UserRecord, 'id' | 'createdAt'>;

export const createUsersRepository = ({ User }: Pick<Models, 'User'>) => {
  const plain = (user: InstanceType<typeof User> | null): UserRecord | null => {
    if (!user) return null;
    const { id, username, email, firstName, lastName, passwordHash, roles, createdAt } = user;
    return { id, username, email, firstName, lastName, passwordHash, roles, createdAt };
  };

  return {
    findById: async (id: string) => plain(await User.findByPk(id)),

    /** Usernames are unique regardless of case (see the migration's index). */
    findByUsername: async (username: string) =>
      plain(await User.findOne({ where: where(fn('lower', col('username')), username.toLowerCase()) })),

    existsWithRole: async (role: Role) => (await User.count({ where: { roles: { [Op.contains]: [role] } } })) > 0,

    create: async (user: NewUser) => plain(await User.create(user)) as UserRecord,

    update: async (id: string, patch: Partial<Pick<UserRecord, 'passwordHash' | 'roles'>>) => {
      await User.update(patch, { where: { id } });
    },
  };
};

export type UsersRepository = ReturnType<typeof createUsersRepository>;
