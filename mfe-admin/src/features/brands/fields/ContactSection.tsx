import type { Brand, Control } from '@portal/platform';
import { FormSection } from './FormSection';
import { FormTextField } from './FormTextField';

/** What the header and footer show for the brand, and its social pages. */
export const ContactSection = ({ control }: { control: Control<Brand> }) => (
  <>
    <FormSection title="Contact" hint="Shown in the header, the footer and the support pages.">
      <FormTextField control={control} name="contact.email" label="Email" type="email" required />
      <FormTextField control={control} name="contact.phone" label="Phone" type="tel" required />
      <FormTextField control={control} name="contact.address" label="Address" required multiline minRows={2} />
      <FormTextField
        control={control}
        name="contact.hours"
        label="Support hours"
        required
        hint="When the phone is answered, as travellers should read it, e.g. Mon-Fri 9am-6pm EST. Write 24/7 only if it is answered round the clock."
      />
    </FormSection>
    <FormSection title="Social links" hint="Optional: https:// addresses of the brand's pages.">
      <FormTextField control={control} name="social.facebook" label="Facebook" />
      <FormTextField control={control} name="social.twitter" label="X (Twitter)" />
      <FormTextField control={control} name="social.instagram" label="Instagram" />
    </FormSection>
  </>
);
