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
import { useGetAdminAuditQuery } from '../../api/adminApi';
import { useDenyOnAccessError } from '../../shared/useAccessDenied';
import { OperationsSection } from './OperationsSection';
import { ACTION_LABELS, auditSummary } from './auditSummary';

const PAGE_SIZE = 20;

/** Every mode and brand change, newest first: who, when, what, and what it changed. */
export const AuditLogSection = () => {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching } = useGetAdminAuditQuery(
    { page, limit: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  useDenyOnAccessError(error);
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <OperationsSection
      id="audit-log"
      title="Audit log"
      subtitle="Mode switches and brand changes made by admins, newest first."
      isLoading={isLoading}
      failure={error || !data ? 'The audit log could not be loaded. Please try again later.' : undefined}
    >
      {data && data.entries.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No admin changes yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Audit log">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>Action</TableCell>
                <TableCell>Target</TableCell>
                <TableCell>Change</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={entry.at}>
                      {formatFormDate(entry.at)} {formatTime(entry.at)}
                    </time>
                  </TableCell>
                  <TableCell>{entry.actor}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{ACTION_LABELS[entry.action]}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{entry.target}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{auditSummary(entry)}</TableCell>
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
    </OperationsSection>
  );
};
