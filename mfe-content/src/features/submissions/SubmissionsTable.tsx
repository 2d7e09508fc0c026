import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  type Submission,
} from '@portal/platform';
import { Tag } from '@portal/platform/plain-controls';
import { formatEditedAt } from '../../shared/formatEditedAt';
import { KIND_LABELS, submissionSummary } from './submissionSummary';

/** One page of submissions, newest first. */
export const SubmissionsTable = ({ submissions }: { submissions: readonly Submission[] }) => {
  if (submissions.length === 0)
    return <Typography sx={{ p: 3, color: 'text.secondary' }}>No submissions yet.</Typography>;
  return (
    <TableContainer>
      <Table aria-label="Form submissions" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Received</TableCell>
            <TableCell>Form</TableCell>
            <TableCell>From</TableCell>
            <TableCell>Message</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {submissions.map((submission) => {
            const { from, about } = submissionSummary(submission);
            return (
              <TableRow key={submission.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatEditedAt(submission.createdAt)}</TableCell>
                <TableCell>
                  <Tag size="small" label={KIND_LABELS[submission.kind]} />
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{from}</Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {submission.email}
                  </Typography>
                </TableCell>
                <TableCell sx={{ maxWidth: 480 }}>
                  <Typography
                    variant="body2"
                    sx={{
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                    }}
                  >
                    {about}
                  </Typography>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
