import { createAdminsService } from '../modules/auth/admins.service';
import { createUsersRepository } from '../modules/auth/users.repository';
import { printGeneratedPassword } from './banner';
import { usage, withDatabase } from './withDatabase';

const USAGE = `Usage: npm run admin:create -w gateway -- <username>
  Promotes an existing user to admin (their password is kept), or creates the admin with the
  password in ADMIN_PASSWORD, or with a generated one that is printed once.`;

const [username] = process.argv.slice(2);
if (!username || username.length < 3) usage(USAGE);

void withDatabase(async ({ config, models }) => {
  const admins = createAdminsService(createUsersRepository(models));
  const outcome = await admins.createOrPromote(username as string, config.admin.password);
  if (outcome.generatedPassword) {
    printGeneratedPassword(
      outcome.username,
      outcome.generatedPassword,
      'Admin account created',
      'Set ADMIN_PASSWORD to choose it instead.',
    );
    return;
  }
  const said: Record<string, string> = {
    created: 'created with the password in ADMIN_PASSWORD',
    promoted: 'is now an admin',
    unchanged: 'was already an admin',
  };
  process.stdout.write(`${outcome.username} ${said[outcome.action] ?? outcome.action}\n`);
});
