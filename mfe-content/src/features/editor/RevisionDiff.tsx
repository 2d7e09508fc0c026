import { useMemo } from 'react';
import { diffLines } from 'diff';
import { Box, alpha } from '@portal/platform';

interface Line {
  kind: 'added' | 'removed' | 'same';
  text: string;
}

const toLines = (from: string, to: string): Line[] =>
  diffLines(from, to).flatMap((part) => {
    const kind = part.added ? 'added' : part.removed ? 'removed' : 'same';
    return part.value
      .replace(/\n$/, '')
      .split('\n')
      .map((text) => ({ kind, text }) as Line);
  });

const MARK = { added: '+ ', removed: '- ', same: '  ' } as const;

/** A line diff of two Markdown texts: additions and removals marked, as <ins> and <del> for screen readers. */
export const RevisionDiff = ({ from, to, label }: { from: string; to: string; label: string }) => {
  const lines = useMemo(() => toLines(from, to), [from, to]);
  const unchanged = lines.every((line) => line.kind === 'same');

  return (
    <Box
      role="group"
      aria-label={label}
      data-testid="revision-diff"
      sx={{
        fontFamily: 'monospace',
        fontSize: 13,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'auto',
        maxHeight: 420,
      }}
    >
      {unchanged && <Box sx={{ p: 1.5, color: 'text.secondary' }}>No differences from the published text.</Box>}
      {!unchanged &&
        lines.map((line, index) => (
          <Box
            key={index}
            component={line.kind === 'added' ? 'ins' : line.kind === 'removed' ? 'del' : 'div'}
            sx={(theme) => ({
              display: 'block',
              whiteSpace: 'pre-wrap',
              textDecoration: 'none',
              px: 1.5,
              bgcolor:
                line.kind === 'added'
                  ? alpha(theme.palette.success.main, 0.12)
                  : line.kind === 'removed'
                    ? alpha(theme.palette.error.main, 0.12)
                    : 'transparent',
            })}
          >
            {MARK[line.kind] + line.text}
          </Box>
        ))}
    </Box>
  );
};
