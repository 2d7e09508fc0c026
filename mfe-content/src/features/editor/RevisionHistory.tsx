import { lazy, Suspense, useState } from 'react';
import { Box, Button, Stack, Typography, loadOnce, type ContentRevision } from '@portal/platform';
import { Tag } from '@portal/platform/plain-controls';
import { EditorLoading } from '../../shared/EditorLoading';
import { formatEditedAt } from '../../shared/formatEditedAt';

// The line diff (and its library) comes when an editor heads for a Compare button.
const revisionDiff = loadOnce(() => import('./RevisionDiff'));
const RevisionDiff = lazy(() => revisionDiff.load().then(({ RevisionDiff }) => ({ default: RevisionDiff })));
const fetchDiffAhead = () => void revisionDiff.load().catch(() => undefined);

interface Props {
  revisions: readonly ContentRevision[];
  published?: ContentRevision;
  restoring: number | null;
  onRestore: (revision: ContentRevision) => void;
}

const STATUS_CHIP = {
  published: { label: 'Published', color: 'success' },
  draft: { label: 'Draft', color: 'warning' },
  superseded: { label: 'Earlier version', color: 'default' },
} as const;

/** Every version of the page, newest first, each comparable with the published text and restorable in one click. */
export const RevisionHistory = ({ revisions, published, restoring, onRestore }: Props) => {
  const [compared, setCompared] = useState<number | null>(null);
  const newestFirst = [...revisions].sort((a, b) => b.version - a.version);

  if (newestFirst.length === 0)
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        No versions yet: this brand shows the default page until you publish one.
      </Typography>
    );
  return (
    <Box component="ul" aria-label="Revision history" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {newestFirst.map((revision) => {
        const chip = STATUS_CHIP[revision.status];
        const open = compared === revision.version;
        return (
          <Box component="li" key={revision.version} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Box sx={{ my: 0.75 }}>
                <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
                  {`Version ${revision.version}`} <Tag size="small" label={chip.label} color={chip.color} />
                </Box>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {`${revision.author ?? 'Unknown'} · ${formatEditedAt(revision.publishedAt ?? revision.createdAt)}`}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1}>
                {published && revision.version !== published.version && (
                  <Button
                    size="small"
                    onClick={() => setCompared(open ? null : revision.version)}
                    onPointerEnter={fetchDiffAhead}
                    onFocus={fetchDiffAhead}
                    aria-expanded={open}
                  >
                    {open ? 'Hide changes' : 'Compare'}
                  </Button>
                )}
                {revision.status === 'superseded' && (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={restoring !== null}
                    onClick={() => onRestore(revision)}
                    aria-label={`Restore version ${revision.version}`}
                  >
                    {restoring === revision.version ? 'Restoring...' : 'Restore'}
                  </Button>
                )}
              </Stack>
            </Stack>
            {open && published && (
              <Suspense fallback={<EditorLoading label="Loading the changes" />}>
                <RevisionDiff
                  from={published.body}
                  to={revision.body}
                  label={`Changes from the published version ${published.version} to version ${revision.version}`}
                />
              </Suspense>
            )}
          </Box>
        );
      })}
    </Box>
  );
};
