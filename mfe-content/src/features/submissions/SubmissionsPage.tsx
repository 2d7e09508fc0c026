import { useState } from 'react';
import {
  Alert,
  Button,
  Container,
  Paper,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  errorMessage,
  type SubmissionKind,
} from '@portal/platform';
import { PageHeader } from '../../shared/PageHeader';
import { EditorAccess } from '../../shared/EditorAccess';
import { SubmissionsTable } from './SubmissionsTable';
import { useGetSubmissionsQuery } from '../../api/submissionListApi';

const FILTERS: readonly { label: string; kind?: SubmissionKind }[] = [
  { label: 'All' },
  { label: 'Contact', kind: 'contact' },
  { label: 'Support', kind: 'support' },
  { label: 'Newsletter', kind: 'newsletter' },
];

const SubmissionsList = () => {
  const [filter, setFilter] = useState(0);
  // The cursors of the pages read so far: the last one is the page shown.
  const [cursors, setCursors] = useState<string[]>([]);
  const kind = FILTERS[filter]?.kind;
  const { data, error, isFetching } = useGetSubmissionsQuery({ kind, before: cursors.at(-1), limit: 25 });

  const choose = (index: number) => {
    setFilter(index);
    setCursors([]);
  };

  return (
    <Paper variant="outlined" sx={{ borderRadius: 2 }}>
      <Tabs
        value={filter}
        onChange={(_event, index: number) => choose(index)}
        aria-label="Form"
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {FILTERS.map((entry) => (
          <Tab key={entry.label} label={entry.label} />
        ))}
      </Tabs>
      {error && (
        <Alert severity="error">{errorMessage(error, 'The submissions could not be loaded. Please try again.')}</Alert>
      )}
      {!data && isFetching && <Skeleton variant="rectangular" height={240} />}
      {data && <SubmissionsTable submissions={data.submissions} />}
      <Stack direction="row" spacing={1} sx={{ p: 2, justifyContent: 'flex-end' }}>
        <Button disabled={cursors.length === 0 || isFetching} onClick={() => setCursors([])}>
          Newest
        </Button>
        <Button
          disabled={!data?.nextBefore || isFetching}
          onClick={() => data?.nextBefore && setCursors([...cursors, data.nextBefore])}
        >
          Older
        </Button>
      </Stack>
    </Paper>
  );
};

/** /content/submissions: what visitors sent through the contact, support and newsletter forms. */
export const SubmissionsPage = () => (
  <EditorAccess>
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} data-testid="page-submissions">
      <PageHeader
        title="Form submissions"
        subtitle="Contact messages, support requests and newsletter sign-ups, newest first."
      />
      <SubmissionsList />
    </Container>
  </EditorAccess>
);
