import { Grid, type Brand } from '@portal/platform';
import { FormTextField, type Control } from '@portal/platform/forms';
import { FormSection } from './FormSection';
import { NumberField } from './NumberField';

/** The agency's margin on this brand's prices, applied once by the gateway, and its ad tracking id. */
export const MarkupSection = ({ control }: { control: Control<Brand> }) => (
  <FormSection
    title="Markup and tracking"
    hint="Added by the gateway to every price shown under this brand; never sent to visitors."
  >
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <NumberField
          control={control}
          name="markup.percent"
          label="Markup %"
          hint="0 to 100"
          slotProps={{ htmlInput: { min: 0, max: 100, step: 0.5 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <NumberField
          control={control}
          name="markup.fixedAmount"
          label="Fixed amount"
          hint="Per booking, in cents"
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          size="small"
          control={control}
          name="markup.currency"
          label="Currency"
          hint="Of the fixed amount, such as USD"
          slotProps={{ htmlInput: { maxLength: 3 } }}
        />
      </Grid>
    </Grid>
    <FormTextField
      size="small"
      control={control}
      name="trackingId"
      label="Tracking id"
      hint="Optional: the ad conversion tag of this brand"
    />
  </FormSection>
);
