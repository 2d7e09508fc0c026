import { type Brand } from '@portal/platform';
import { FormTextField, type Control } from '@portal/platform/forms';
import { DomainsField } from './DomainsField';
import { FormSection } from './FormSection';

/** Key, name, logo and the host names the brand answers to. */
export const IdentitySection = ({ control, isNew }: { control: Control<Brand>; isNew: boolean }) => (
  <FormSection
    title="Identity"
    hint="The key names the brand in addresses (?brand=key) and cannot change once created."
  >
    <FormTextField
      size="small"
      control={control}
      name="key"
      label="Brand key"
      required
      disabled={!isNew}
      hint="Lower-case letters, digits, dots and hyphens, such as flights.example.com"
    />
    <FormTextField
      size="small"
      control={control}
      name="name"
      label="Brand name"
      required
      hint="Shown in the page title and the footer"
    />
    <FormTextField
      size="small"
      control={control}
      name="logo"
      label="Logo address"
      required
      hint="An https:// address or a path on this site such as /brand-assets/logo.svg"
    />
    <DomainsField control={control} />
  </FormSection>
);
