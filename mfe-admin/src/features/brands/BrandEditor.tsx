import { useState } from 'react';
import { Alert, Box, Button, Grid, Stack, type Brand, schemaResolver } from '@portal/platform';
import { useForm } from '@portal/platform/forms';
import { BrandPreviewPanel } from './BrandPreviewPanel';
import { ContactSection } from './fields/ContactSection';
import { IdentitySection } from './fields/IdentitySection';
import { MarkupSection } from './fields/MarkupSection';
import { ThemeSection } from './fields/ThemeSection';
import { useSaveBrand } from './useSaveBrand';

interface Props {
  initial: Brand;
  isNew: boolean;
  onClose: () => void;
}

/**
 * Every field of a brand, checked with the contract the gateway checks with, beside a live
 * preview of the edited theme.
 */
export const BrandEditor = ({ initial, isNew, onClose }: Props) => {
  const { control, handleSubmit } = useForm<Brand>({
    resolver: schemaResolver((contracts) => contracts.brandSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { save, saving } = useSaveBrand(isNew);
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = handleSubmit(async (brand) => {
    const problem = await save(brand);
    setServerError(problem);
    if (!problem) onClose();
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={isNew ? 'New brand' : `Edit ${initial.name}`}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <IdentitySection control={control} isNew={isNew} />
            <ThemeSection control={control} />
            <ContactSection control={control} />
            <MarkupSection control={control} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
            <BrandPreviewPanel control={control} fallback={initial.theme} />
          </Box>
        </Grid>
      </Grid>
      {serverError && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {serverError}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {isNew ? 'Create brand' : 'Save changes'}
        </Button>
      </Stack>
    </Box>
  );
};
