import { Grid, type Brand } from '@portal/platform';
import { type Control } from '@portal/platform/forms';
import { THEME_COLOURS } from '../brandForm';
import { ColourField } from './ColourField';
import { FontField } from './FontField';
import { FormSection } from './FormSection';

export const ThemeSection = ({ control }: { control: Control<Brand> }) => (
  <FormSection
    title="Theme"
    hint="Colours as #rrggbb. Text on primary, secondary and accent is black or white, whichever the colour's brightness calls for."
  >
    <Grid container spacing={2}>
      {THEME_COLOURS.map(({ name, label }) => (
        <Grid key={name} size={{ xs: 12, sm: 6 }}>
          <ColourField control={control} name={name} label={label} />
        </Grid>
      ))}
    </Grid>
    <FontField control={control} />
  </FormSection>
);
