import { useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  errorMessage,
  useToast,
  type ToastInput,
} from '@portal/platform';
import { isAccessError, useAccessDenied } from './useAccessDenied';

interface ConfirmActionDialogProps<Subject, Answer> {
  /** What the action is about; the dialog is open while it is set. */
  subject: Subject | null;
  onClose: () => void;
  id: string;
  title: (subject: Subject) => string;
  text: (subject: Subject) => ReactNode;
  confirmLabel: string;
  color: 'error' | 'warning';
  busy: boolean;
  run: (subject: Subject) => Promise<{ data?: Answer; error?: unknown }>;
  succeeded: (subject: Subject, answer: Answer | undefined) => ToastInput;
  failed: { title: string; description: string };
}

/**
 * Asks before an admin action, runs it, then says how it went: a toast on success, the access
 * page when the session lost its rights, the gateway's message (or `failed`) otherwise.
 */
export const ConfirmActionDialog = <Subject, Answer>({
  subject,
  onClose,
  id,
  title,
  text,
  confirmLabel,
  color,
  busy,
  run,
  succeeded,
  failed,
}: ConfirmActionDialogProps<Subject, Answer>) => {
  const { toast } = useToast();
  const deny = useAccessDenied();
  // The dialog keeps its words while it fades out after `subject` is cleared.
  const [shown, setShown] = useState(subject);
  if (subject && subject !== shown) setShown(subject);

  const confirm = async () => {
    if (!subject) return;
    const result = await run(subject);
    onClose();
    if (!result.error) toast(succeeded(subject, result.data));
    else if (isAccessError(result.error)) deny();
    else
      toast({
        title: failed.title,
        description: errorMessage(result.error, failed.description),
        variant: 'destructive',
      });
  };

  return (
    <Dialog open={subject !== null} onClose={onClose} aria-labelledby={id}>
      <DialogTitle id={id}>{shown && title(shown)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{shown && text(shown)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button onClick={confirm} color={color} variant="contained" disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
