import { Op, UniqueConstraintError, fn, col, where } from 'sequelize';
import type { Role } from '@portal/platform-common/contracts';
import type { Models } from '../../db/models';

export interface UserRecord {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  roles: Role[];
  /** null while the address is only claimed: the account does not hold it until its owner confirms. */
  emailConfirmedAt: Date | null;
  phone: string | null;
  /** An address the owner asked to change to, in force only once its link is followed. */
  pendingEmail: string | null;
  createdAt: Date;
}

export type NewUser = Omit<UserRecord, 'id' | 'createdAt' | 'emailConfirmedAt' | 'phone' | 'pendingEmail'>;

/** A username, or a confirmed e-mail, that another account holds, in any case (see the migrations' indexes). */
export class DuplicateUserError extends Error {
  constructor(readonly field: 'username' | 'email') {
    super(`a user with that ${field} exists`);
    this.name = 'DuplicateUserError';
  }
}

const UNIQUE_INDEXES: Record<string, DuplicateUserError['field']> = {
  users_username_lower: 'username',
  users_confirmed_email_lower: 'email',
};

const duplicateField = (error: UniqueConstraintError): DuplicateUserError['field'] | undefined => {
  const constraint = (error.parent as { constraint?: string } | undefined)?.constraint;
  return constraint ? UNIQUE_INDEXES[constraint] : undefined;
};

const lowerEquals = (column: string, value: string) => where(fn('lower', col(column)), value.toLowerCase());

export const createUsersRepository = ({ User }: Pick<Models, 'User'>) => {
  const plain = (user: InstanceType<typeof User> | null): UserRecord | null => {
    if (!user) return null;
    const {
      id,
      username,
      email,
      firstName,
      lastName,
      passwordHash,
      roles,
      emailConfirmedAt,
      phone,
      pendingEmail,
      createdAt,
    } = user;
    return {
      id,
      username,
      email,
      firstName,
      lastName,
      passwordHash,
      roles,
      emailConfirmedAt: emailConfirmedAt ?? null,
      phone: phone ?? null,
      pendingEmail: pendingEmail ?? null,
      createdAt,
    };
  };

  return {
    findById: async (id: string) => plain(await User.findByPk(id)),

    /** Usernames are unique regardless of case (see the migration's index). */
    findByUsername: async (username: string) => plain(await User.findOne({ where: lowerEquals('username', username) })),

    /**
     * The account that holds this address: the one whose owner confirmed it (one at most, in any
     * case). Accounts that only claim it, unconfirmed, never count (issue 21).
     */
    findHolderOfEmail: async (email: string) =>
      plain(
        await User.findOne({
          where: { [Op.and]: [lowerEquals('email', email), { emailConfirmedAt: { [Op.ne]: null } }] },
        }),
      ),

    /** How many accounts give this address without having confirmed it. */
    unconfirmedClaims: (email: string) =>
      User.count({ where: { [Op.and]: [lowerEquals('email', email), { emailConfirmedAt: null }] } }),

    /** Whether any account, confirmed or not, gives this address. */
    isEmailClaimed: async (email: string) => (await User.count({ where: lowerEquals('email', email) })) > 0,

    existsWithRole: async (role: Role) => (await User.count({ where: { roles: { [Op.contains]: [role] } } })) > 0,

    /** Throws DuplicateUserError when the username or e-mail is taken, even by a racing insert. */
    create: async (user: NewUser) => {
      try {
        return plain(await User.create(user)) as UserRecord;
      } catch (error) {
        const field = error instanceof UniqueConstraintError ? duplicateField(error) : undefined;
        throw field ? new DuplicateUserError(field) : error;
      }
    },

    update: async (
      id: string,
      patch: Partial<Pick<UserRecord, 'passwordHash' | 'roles' | 'firstName' | 'lastName' | 'phone' | 'pendingEmail'>>,
    ) => {
      await User.update(patch, { where: { id } });
    },
  };
};

export type UsersRepository = ReturnType<typeof createUsersRepository>;
