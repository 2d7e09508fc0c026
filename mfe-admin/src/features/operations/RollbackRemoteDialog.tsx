import type { AdminRemote } from '@portal/platform';
import { useRollbackRemoteMutation } from '../../api/adminApi';
import { ConfirmActionDialog } from '../../shared/ConfirmActionDialog';

export const ROLLBACK_MESSAGES = {
  rolledBack: (name: string, version: string) => ({
    title: 'Module Rolled Back',
    description: `${name} is back to version ${version}. Visitors get it on their next page load.`,
  }),
  failed: { title: 'Rollback Failed', description: 'Something went wrong. Please try again.' },
} as const;

/** Asks before a module's previous release is put back in force, then says how it went. */
export const RollbackRemoteDialog = ({ remote, onClose }: { remote: AdminRemote | null; onClose: () => void }) => {
  const [rollback, { isLoading }] = useRollbackRemoteMutation();
  return (
    <ConfirmActionDialog
      subject={remote}
      onClose={onClose}
      id="rollback-remote-title"
      title={(shown) => `Roll back ${shown.name}?`}
      text={(shown) => (
        <>
          Version {shown.previousVersion} replaces version {shown.version}, with its own pages and links, on each
          visitor&apos;s next page load. Rolling back again brings version {shown.version} back.
        </>
      )}
      confirmLabel="Roll back"
      color="warning"
      busy={isLoading}
      run={(shown) => rollback(shown.name)}
      succeeded={(shown, answer) =>
        ROLLBACK_MESSAGES.rolledBack(answer?.name ?? shown.name, answer?.version ?? String(shown.previousVersion))
      }
      failed={ROLLBACK_MESSAGES.failed}
    />
  );
};
