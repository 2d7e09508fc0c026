import type { Transaction } from 'sequelize';
import { AppError } from '../../http/errors';
import type { AuditLog } from '../admin/audit.repository';
import type { RemoteRelease, RemotesRepository } from './remotes.repository';

export interface RollbackDeps {
  remotes: Pick<RemotesRepository, 'rollback'>;
  audit: AuditLog;
  inTransaction: <T>(work: (transaction: Transaction) => Promise<T>) => Promise<T>;
}

const auditedRelease = ({ version, manifestUrl }: RemoteRelease) => ({ version, manifestUrl });

/**
 * Puts a module's previous release back in force, with its audit row in the same transaction
 * (the admin route and the CLI both come here). Rolling back again restores the newer release.
 */
export const rollBackRemote = async (
  { remotes, audit, inTransaction }: RollbackDeps,
  name: string,
  actor: string,
): Promise<{ from: RemoteRelease; to: RemoteRelease }> => {
  const outcome = await inTransaction(async (transaction) => {
    const result = await remotes.rollback(name, transaction);
    if (result.status === 'rolled-back')
      await audit.record(
        {
          actor,
          action: 'remote.rollback',
          target: name,
          before: auditedRelease(result.from),
          after: auditedRelease(result.to),
        },
        transaction,
      );
    return result;
  });
  if (outcome.status === 'unknown')
    throw new AppError('REMOTE_NOT_FOUND', `No module named ${name} is registered.`, 404);
  if (outcome.status === 'no-previous')
    throw new AppError('NO_PREVIOUS_RELEASE', `${name} has no previous release to roll back to.`, 409);
  return { from: outcome.from, to: outcome.to };
};
