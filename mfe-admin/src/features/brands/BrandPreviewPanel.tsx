import { Stack, Typography, type Brand, type BrandTheme } from '@portal/platform';
import { useWatch, type Control } from '@portal/platform/forms';
import { BrandPreview } from './BrandPreview';
import { ContrastWarnings } from './ContrastWarnings';
import { previewThemeOf } from './brandForm';

/** The preview and the contrast warnings, following the form as the admin types. */
export const BrandPreviewPanel = ({ control, fallback }: { control: Control<Brand>; fallback: BrandTheme }) => {
  const [theme, name, logo, phone, hours] = useWatch({
    control,
    name: ['theme', 'name', 'logo', 'contact.phone', 'contact.hours'],
  });
  const shown = previewThemeOf(theme, fallback);
  return (
    <Stack spacing={2} component="section" aria-labelledby="brand-preview-title">
      <Typography id="brand-preview-title" variant="h6" component="h2">
        Preview
      </Typography>
      <BrandPreview
        theme={shown}
        name={name}
        logo={/^(https?:\/\/|\/)/.test(logo) ? logo : ''}
        phone={phone}
        hours={hours}
      />
      <ContrastWarnings theme={shown} />
    </Stack>
  );
};
