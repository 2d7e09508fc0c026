import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  errorMessage,
  useToast,
  type AdminRemote,
} from '@portal/platform';
import { useRollbackRemoteMutation } from '../../api/adminApi';
import { isAccessError, useAccessDenied } from '../../shared/useAccessDenied';

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
  const { toast } = useToast();
  const deny = useAccessDenied();
  // The dialog keeps its words while it fades out after `remote` is cleared.
  const [shown, setShown] = useState(remote);
  if (remote && remote !== shown) setShown(remote);

  const confirm = async () => {
    if (!remote) return;
    const result = await rollback(remote.name);
    onClose();
    if (result.data) {
      toast(ROLLBACK_MESSAGES.rolledBack(result.data.name, result.data.version));
    } else if (result.error && isAccessError(result.error)) {
      deny();
    } else {
      toast({
        title: ROLLBACK_MESSAGES.failed.title,
        description: errorMessage(result.error, ROLLBACK_MESSAGES.failed.description),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={remote !== null} onClose={onClose} aria-labelledby="rollback-remote-title">
      <DialogTitle id="rollback-remote-title">Roll back {shown?.name}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Version {shown?.previousVersion} replaces version {shown?.version}, with its own pages and links, on each
          visitor&apos;s next page load. Rolling back again brings version {shown?.version} back.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button onClick={confirm} color="warning" variant="contained" disabled={isLoading}>
          Roll back
        </Button>
      </DialogActions>
    </Dialog>
  );
};
