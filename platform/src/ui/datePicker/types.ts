/** A date field's props: the value is the form's text, 'yyyy-MM-dd', or '' when empty. */
export interface DatePickerFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Earliest date that can be typed or picked, 'yyyy-MM-dd'. */
  minDate?: string;
  /** Latest date that can be typed or picked, 'yyyy-MM-dd'. */
  maxDate?: string;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  name?: string;
  required?: boolean;
}

/** How every date field shows its value (the portal's one form-date format). */
export const DISPLAY_FORMAT = 'MMM dd, yyyy';
export const VALUE_FORMAT = 'yyyy-MM-dd';

/** How far a traveller has reached for a date field: it decides when the picker is fetched and how it starts. */
export type PickerIntent = 'none' | 'load' | 'focus' | 'open';
