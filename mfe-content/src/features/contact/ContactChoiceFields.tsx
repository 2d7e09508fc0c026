import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  RouterLink,
} from '@portal/platform';
import { Controller, type Control } from '@portal/platform/forms';
import type { ContactFormValues } from './ContactForm';

/** Preferred contact method (e-mail by default) and the privacy consent, bound to the contact form. */
export const ContactChoiceFields = ({ control }: { control: Control<ContactFormValues> }) => (
  <>
    <Controller
      control={control}
      name="preferredContact"
      render={({ field }) => (
        <FormControl>
          <FormLabel id="preferred-contact-label">Preferred contact method</FormLabel>
          <RadioGroup
            row
            aria-labelledby="preferred-contact-label"
            name={field.name}
            value={field.value ?? 'email'}
            onChange={(event) => field.onChange(event.target.value)}
          >
            <FormControlLabel value="email" control={<Radio />} label="Email" />
            <FormControlLabel value="phone" control={<Radio />} label="Phone" />
          </RadioGroup>
        </FormControl>
      )}
    />
    <Controller
      control={control}
      name="consent"
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <FormControlLabel
            control={
              <Checkbox
                name={field.name}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
            label={
              <>
                {'I agree that my details are used to answer this message, as the '}
                <Link component={RouterLink} to="/privacy-policy">
                  privacy policy
                </Link>
                {' explains.'}
              </>
            }
          />
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  </>
);
