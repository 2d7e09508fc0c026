import type { ComponentType } from 'react';
import type { DatePickerFieldProps, TextField } from '@portal/platform';

/**
 * A plain text field in place of the lazily loaded MUI X picker, so form tests type dates as
 * yyyy-MM-dd (the picker itself is tested in the platform). Use in a jest.mock factory:
 * `DatePickerField: jest.requireActual('../../testing/datePickerStub').makeDatePickerStub(actual.TextField)`.
 */
export const makeDatePickerStub = (Field: typeof TextField): ComponentType<DatePickerFieldProps> => {
  const TextInput = Field as ComponentType<Record<string, unknown>>;
  const DatePickerFieldStub = ({
    label,
    value,
    onChange,
    disabled,
    error,
    helperText,
    name,
    required,
  }: DatePickerFieldProps) => (
    <TextInput
      label={label}
      value={value}
      onChange={(event: { target: { value: string } }) => onChange(event.target.value)}
      disabled={disabled}
      error={error}
      helperText={helperText}
      name={name}
      required={required}
    />
  );
  return DatePickerFieldStub;
};
