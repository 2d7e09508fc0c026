import type { Role } from '@portal/platform-common/contracts';
import { randomSecret } from '../../secretFile';
import { hashPassword } from '../auth/password';
import type { UsersRepository } from '../auth/users.repository';

export type EditorOutcome = {
  username: string;
  action: 'created' | 'promoted' | 'unchanged';
  generatedPassword?: string;
};

/** Adds the role; the user's other roles (traveller, admin) are kept. */
const withEditor = (roles: Role[]): Role[] => (roles.includes('editor') ? roles : [...roles, 'editor']);

export const createEditorsService = (users: UsersRepository) => ({
  /** editor:create: grant the editor role to an existing user (password untouched), or create one with a generated password. */
  async createOrPromote(username: string): Promise<EditorOutcome> {
    const user = await users.findByUsername(username);
    if (user) {
      if (user.roles.includes('editor')) return { username: user.username, action: 'unchanged' };
      await users.update(user.id, { roles: withEditor(user.roles) });
      return { username: user.username, action: 'promoted' };
    }
    const generatedPassword = randomSecret(20);
    await users.create({
      username,
      // A placeholder under a reserved domain (RFC 2606): users.email is required and unique.
      email: `${username.toLowerCase()}@example.com`,
      firstName: 'Editor',
      lastName: '',
      passwordHash: await hashPassword(generatedPassword),
      roles: ['traveller', 'editor'],
    });
    return { username, action: 'created', generatedPassword };
  },
});

export type EditorsService = ReturnType<typeof createEditorsService>;
