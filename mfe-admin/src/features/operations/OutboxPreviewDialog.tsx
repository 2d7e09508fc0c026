import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
  Typography,
  styled,
} from '@portal/platform';
import { useGetAdminOutboxMessageQuery } from '../../api/adminApi';
import { useDenyOnAccessError } from '../../shared/useAccessDenied';
import { OutboxStatusChip } from './OutboxStatusChip';

/** E-mails are written for a white page, whatever the portal's theme. */
const EmailFrame = styled('iframe')(({ theme }) => ({
  width: '100%',
  height: 320,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.common.white,
}));

interface Props {
  /** The message shown (kept while the dialog closes). */
  id: string | null;
  open: boolean;
  onClose: () => void;
}

/**
 * One queued e-mail as its recipient would read it, one-time links hidden by the gateway. The
 * HTML goes only into an iframe sandboxed with no permissions (no scripts, no forms, no
 * navigation, an opaque origin): the message's HTML never runs in the admin page.
 */
export const OutboxPreviewDialog = ({ id, open, onClose }: Props) => {
  const { data, error, isFetching } = useGetAdminOutboxMessageQuery(id ?? '', {
    skip: !id,
    refetchOnMountOrArgChange: true,
  });
  useDenyOnAccessError(error);
  const shown = data && data.id === id ? data : null;

  return (
    <Dialog open={open && Boolean(id)} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="outbox-preview-title">
      <DialogTitle id="outbox-preview-title">{shown?.subject ?? 'E-mail'}</DialogTitle>
      <DialogContent dividers>
        {error ? (
          <Alert severity="error">This e-mail could not be loaded. Please try again later.</Alert>
        ) : !shown || isFetching ? (
          <Skeleton variant="rounded" height={240} role="status" aria-label="Loading the e-mail" />
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">To: {shown.to}</Typography>
              <OutboxStatusChip message={shown} />
            </Stack>
            {shown.lastError && (
              <Alert severity={shown.status === 'failed' ? 'error' : 'warning'}>
                Last answer from the mail server: {shown.lastError}
              </Alert>
            )}
            {shown.redacted && (
              <Alert severity="info">One-time links and codes are hidden (•••): they are for the recipient only.</Alert>
            )}
            <Box component="section" aria-label="Text version">
              <Typography variant="subtitle2" component="h3" gutterBottom>
                Text
              </Typography>
              <Box
                component="pre"
                sx={{
                  m: 0,
                  p: 1.5,
                  bgcolor: 'action.hover',
                  borderRadius: 1,
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-word',
                  fontFamily: 'inherit',
                  fontSize: '0.875rem',
                }}
              >
                {shown.text}
              </Box>
            </Box>
            <Box component="section" aria-label="HTML version">
              <Typography variant="subtitle2" component="h3" gutterBottom>
                HTML
              </Typography>
              <EmailFrame
                title="HTML version of the e-mail"
                sandbox=""
                referrerPolicy="no-referrer"
                srcDoc={shown.html}
              />
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
