import { type Brand } from '@portal/platform';
import { FormTextField, type Control } from '@portal/platform/forms';
import { FormSection } from './FormSection';

/** What the header and footer show for the brand, and its social pages. */
export const ContactSection = ({ control }: { control: Control<Brand> }) => (
  <>
    <FormSection title="Contact" hint="Shown in the header, the footer and the support pages.">
      <FormTextField size="small" control={control} name="contact.email" label="Email" type="email" required />
      <FormTextField size="small" control={control} name="contact.phone" label="Phone" type="tel" required />
      <FormTextField
        size="small"
        control={control}
        name="contact.address"
        label="Address"
        required
        multiline
        minRows={2}
      />
      <FormTextField
        size="small"
        control={control}
        name="contact.hours"
        label="Support hours"
        required
        hint="When the phone is answered, as travellers should read it, e.g. Mon-Fri 9am-6pm EST. Write 24/7 only if it is answered round the clock."
      />
    </FormSection>
    <FormSection title="Social links" hint="Optional: https:// addresses of the brand's pages.">
      <FormTextField size="small" control={control} name="social.facebook" label="Facebook" />
      <FormTextField size="small" control={control} name="social.twitter" label="X (Twitter)" />
      <FormTextField size="small" control={control} name="social.instagram" label="Instagram" />
    </FormSection>
  </>
);
