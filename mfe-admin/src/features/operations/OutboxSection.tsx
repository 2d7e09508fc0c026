import { useState } from 'react';
import {
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  formatFormDate,
  formatTime,
} from '@portal/platform';
import { useGetAdminOutboxQuery } from '../../api/adminApi';
import { useDenyOnAccessError } from '../../shared/useAccessDenied';
import { OperationsSection } from './OperationsSection';
import { OutboxPreviewDialog } from './OutboxPreviewDialog';
import { OutboxStatusChip } from './OutboxStatusChip';

const PAGE_SIZE = 20;

const When = ({ at }: { at: string | null }) =>
  at ? (
    <time dateTime={at}>
      {formatFormDate(at)} {formatTime(at)}
    </time>
  ) : (
    <>—</>
  );

/** The e-mails the portal queued, newest first: whether each left, how many tries, the server's last answer. */
export const OutboxSection = () => {
  const [page, setPage] = useState(1);
  // The last message previewed stays while the dialog closes, so it does not flash empty.
  const [previewed, setPreviewed] = useState<{ id: string; open: boolean } | null>(null);
  const { data, error, isLoading, isFetching } = useGetAdminOutboxQuery(
    { page, limit: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  useDenyOnAccessError(error);
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <OperationsSection
      id="outbox"
      title="E-mail outbox"
      subtitle="Confirmations, links and notices the portal queued, newest first. A refused e-mail is tried again later, five times in all."
      isLoading={isLoading}
      failure={error || !data ? 'The outbox could not be loaded. Please try again later.' : undefined}
    >
      {data && data.messages.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No e-mails yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="E-mail outbox">
            <TableHead>
              <TableRow>
                <TableCell>To</TableCell>
                <TableCell>Subject</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Failed attempts</TableCell>
                <TableCell>Last error</TableCell>
                <TableCell>Queued</TableCell>
                <TableCell>Sent</TableCell>
                <TableCell>Preview</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.messages.map((message) => (
                <TableRow key={message.id}>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{message.to}</TableCell>
                  <TableCell>{message.subject}</TableCell>
                  <TableCell>
                    <OutboxStatusChip message={message} />
                  </TableCell>
                  <TableCell align="right">{message.attempts}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{message.lastError ?? '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <When at={message.createdAt} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <When at={message.sentAt} />
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => setPreviewed({ id: message.id, open: true })}
                      aria-label={`Preview the e-mail to ${message.to}: ${message.subject}`}
                    >
                      Preview
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pages > 1 && (
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Page {page} of {pages}
          </Typography>
          <Button size="small" onClick={() => setPage(page - 1)} disabled={page <= 1 || isFetching}>
            Newer
          </Button>
          <Button size="small" onClick={() => setPage(page + 1)} disabled={page >= pages || isFetching}>
            Older
          </Button>
        </Stack>
      )}
      <OutboxPreviewDialog
        id={previewed?.id ?? null}
        open={previewed?.open ?? false}
        onClose={() => setPreviewed((shown) => shown && { ...shown, open: false })}
      />
    </OperationsSection>
  );
};
