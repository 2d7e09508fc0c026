import { useId, type ReactNode } from 'react';
import { Paper, Stack, Typography } from '@portal/platform';

/** One titled group of the brand form. */
export const FormSection = ({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) => {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {hint}
        </Typography>
      )}
      <Stack spacing={2} sx={{ mt: 2 }}>
        {children}
      </Stack>
    </Paper>
  );
};
