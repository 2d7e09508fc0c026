import { createUsersRepository } from '../modules/auth/users.repository';
import { createEditorsService } from '../modules/content/editors.service';
import { printGeneratedPassword } from './banner';
import { usage, withDatabase } from './withDatabase';

const USAGE = `Usage: npm run editor:create -w gateway -- <username>
  Lets a user edit the content pages: grants the editor role to an existing user (their password
  and other roles are kept), or creates the editor with a generated password that is printed once.`;

const [username] = process.argv.slice(2);
if (!username || username.length < 3 || username.length > 64) usage(USAGE);

void withDatabase(async ({ models }) => {
  const editors = createEditorsService(createUsersRepository(models));
  const outcome = await editors.createOrPromote(username as string);
  if (outcome.generatedPassword) {
    printGeneratedPassword(
      outcome.username,
      outcome.generatedPassword,
      'Editor account created',
      'Sign in and change it in Account Settings.',
    );
    return;
  }
  const said: Record<string, string> = { promoted: 'is now an editor', unchanged: 'was already an editor' };
  process.stdout.write(`${outcome.username} ${said[outcome.action] ?? outcome.action}\n`);
});
