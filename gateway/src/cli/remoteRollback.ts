import { remoteNameSchema } from '@portal/platform-common/contracts';
import { createAuditRepository } from '../modules/admin/audit.repository';
import { createRemotesRepository } from '../modules/remotes/remotes.repository';
import { rollBackRemote } from '../modules/remotes/rollback';
import { usage, withDatabase } from './withDatabase';

const USAGE = `Usage: npm run remote:rollback -w gateway -- <name>
  Puts the module's previous release back in force (the one the last remote:register replaced);
  the shell reads it on its next load. Rolling back again restores the newer release. Recorded
  in the admin audit log with the actor "cli".
  name         the module's container name, e.g. mfe_content`;

const [name] = process.argv.slice(2);
if (!name) usage(USAGE);

void withDatabase(async ({ sequelize, models }) => {
  if (!remoteNameSchema.safeParse(name).success)
    throw new Error(`Invalid name "${name}": lower-case letters, digits and _, starting with a letter`);
  const { from, to } = await rollBackRemote(
    {
      remotes: createRemotesRepository(models),
      audit: createAuditRepository(models),
      inTransaction: (work) => sequelize.transaction(work),
    },
    name as string,
    'cli',
  );
  process.stdout.write(`Rolled back ${name} from ${from.version} to ${to.version} at ${to.manifestUrl}\n`);
});
