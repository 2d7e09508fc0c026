import {
  Box,
  Button,
  RouterLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  type ContentPageSummary,
} from '@portal/platform';
import { Tag } from '@portal/platform/plain-controls';
import { formatEditedAt } from '../../shared/formatEditedAt';
import { editorPathOf } from './editorPaths';

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Every page of the brand: its published version (or the default brand's), whether a draft waits, when it changed. */
export const ContentPagesTable = ({ pages }: { pages: readonly ContentPageSummary[] }) => (
  <TableContainer>
    <Table aria-label="Content pages">
      <TableHead>
        <TableRow>
          <TableCell>Page</TableCell>
          <TableCell>Published</TableCell>
          <TableCell>Draft</TableCell>
          <TableCell>Updated</TableCell>
          <TableCell>
            <Box component="span" sx={VISUALLY_HIDDEN}>
              Actions
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {pages.map((page) => (
          <TableRow key={page.slug} hover>
            <TableCell>
              <Typography sx={{ fontWeight: 600 }}>{page.title}</Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {page.slug}
              </Typography>
            </TableCell>
            <TableCell>
              {page.publishedVersion === null ? 'Default brand' : `Version ${page.publishedVersion}`}
            </TableCell>
            <TableCell>{page.hasDraft ? <Tag label="Draft" color="warning" size="small" /> : '—'}</TableCell>
            <TableCell>{formatEditedAt(page.updatedAt)}</TableCell>
            <TableCell align="right">
              <Button
                component={RouterLink}
                to={editorPathOf(page.slug)}
                size="small"
                aria-label={`Edit ${page.title}`}
              >
                Edit
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
