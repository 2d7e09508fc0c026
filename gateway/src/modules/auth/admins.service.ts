import type { Role } from '@portal/platform-common/contracts';
import { randomSecret } from '../../secretFile';
import { hashPassword, verifyPassword } from './password';
import type { UserRecord, UsersRepository } from './users.repository';

const withAdmin = (roles: Role[]): Role[] => (roles.includes('admin') ? roles : [...roles, 'admin']);

export type AdminOutcome = {
  username: string;
  action: 'created' | 'promoted' | 'updated' | 'unchanged' | 'skipped';
  generatedPassword?: string;
};

export const createAdminsService = (users: UsersRepository) => {
  const create = async (username: string, password: string): Promise<UserRecord> =>
    users.create({
      username,
      // A placeholder under a reserved domain (RFC 2606): users.email is required and unique.
      email: `${username.toLowerCase()}@example.com`,
      firstName: 'Admin',
      lastName: '',
      passwordHash: await hashPassword(password),
      roles: ['traveller', 'admin'],
    });

  return {
    /** ADMIN_USERNAME + ADMIN_PASSWORD: this admin exists, with this password, after every start. */
    async ensureAdmin(username: string, password: string): Promise<AdminOutcome> {
      const user = await users.findByUsername(username);
      if (!user) return (await create(username, password), { username, action: 'created' });
      const passwordMatches = await verifyPassword(user.passwordHash, password);
      if (passwordMatches && user.roles.includes('admin')) return { username: user.username, action: 'unchanged' };
      await users.update(user.id, {
        roles: withAdmin(user.roles),
        ...(passwordMatches ? {} : { passwordHash: await hashPassword(password) }),
      });
      return { username: user.username, action: 'updated' };
    },

    /** First start with no admin configured: an 'admin' with a generated password, returned once. */
    async ensureSomeAdmin(): Promise<AdminOutcome | null> {
      if (await users.existsWithRole('admin')) return null;
      // The name is taken by a traveller: never promote someone silently.
      if (await users.findByUsername('admin')) return { username: 'admin', action: 'skipped' };
      const generatedPassword = randomSecret(20);
      await create('admin', generatedPassword);
      return { username: 'admin', action: 'created', generatedPassword };
    },

    /** admin:create: promote an existing user (password untouched), or create one. */
    async createOrPromote(username: string, password?: string): Promise<AdminOutcome> {
      const user = await users.findByUsername(username);
      if (user) {
        if (user.roles.includes('admin')) return { username: user.username, action: 'unchanged' };
        await users.update(user.id, { roles: withAdmin(user.roles) });
        return { username: user.username, action: 'promoted' };
      }
      const generatedPassword = password ? undefined : randomSecret(20);
      await create(username, password ?? (generatedPassword as string));
      return { username, action: 'created', generatedPassword };
    },
  };
};

export type AdminsService = ReturnType<typeof createAdminsService>;
