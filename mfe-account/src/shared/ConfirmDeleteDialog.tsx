import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@portal/platform';

interface ConfirmDeleteDialogProps {
  open: boolean;
  /** The ids of the title and text are made from it. */
  id: string;
  title: string;
  children: ReactNode;
  /** 'Delete Traveller': the confirming button's label ('Deleting...' while it works). */
  confirmLabel: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before something is deleted: Keep closes, the red button deletes; neither while it works. */
export const ConfirmDeleteDialog = ({
  open,
  id,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) => (
  <Dialog
    open={open}
    onClose={busy ? undefined : onClose}
    aria-labelledby={`${id}-title`}
    aria-describedby={`${id}-text`}
  >
    <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
    <DialogContent>
      <DialogContentText id={`${id}-text`}>{children}</DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose} disabled={busy}>
        Keep
      </Button>
      <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
        {busy ? 'Deleting...' : confirmLabel}
      </Button>
    </DialogActions>
  </Dialog>
);
