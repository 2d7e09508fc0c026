import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Collapse,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
  type ContentRevision,
} from '@portal/platform';
import { RevisionDiff } from './RevisionDiff';
import { formatEditedAt } from '../../shared/formatEditedAt';

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
    <List disablePadding aria-label="Revision history">
      {newestFirst.map((revision) => {
        const chip = STATUS_CHIP[revision.status];
        const open = compared === revision.version;
        return (
          <ListItem key={revision.version} divider sx={{ display: 'block', px: 0 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
                    {`Version ${revision.version}`} <Chip size="small" label={chip.label} color={chip.color} />
                  </Box>
                }
                secondary={`${revision.author ?? 'Unknown'} · ${formatEditedAt(revision.publishedAt ?? revision.createdAt)}`}
              />
              <Stack direction="row" spacing={1}>
                {published && revision.version !== published.version && (
                  <Button size="small" onClick={() => setCompared(open ? null : revision.version)} aria-expanded={open}>
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
            <Collapse in={open} unmountOnExit>
              {published && (
                <RevisionDiff
                  from={published.body}
                  to={revision.body}
                  label={`Changes from the published version ${published.version} to version ${revision.version}`}
                />
              )}
            </Collapse>
          </ListItem>
        );
      })}
    </List>
  );
};
