import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@portal/platform';
import { EditPageButton } from './EditPageButton';

interface Props {
  title: string;
  subtitle?: ReactNode;
  /** The editable page behind this screen, for the editors' 'Edit page' button. */
  slug?: string;
}

/** The page's h1, an optional line under it, and 'Edit page' for editors. */
export const PageHeader = ({ title, subtitle, slug }: Props) => (
  <Stack
    direction={{ xs: 'column', sm: 'row' }}
    spacing={2}
    sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 4 }}
  >
    <Box>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography component="div" variant="body1" sx={{ color: 'text.secondary', mt: 1 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
    {slug && <EditPageButton slug={slug} />}
  </Stack>
);
