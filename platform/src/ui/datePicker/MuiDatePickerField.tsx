import { useState } from 'react';
import { format, isValid, parseISO } from 'date-fns';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { keepEnterInDateField } from './enterKey';
import { DISPLAY_FORMAT, VALUE_FORMAT, type DatePickerFieldProps } from './types';

const toDate = (value: string | undefined): Date | null => {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
};

const errorText = (error: DateValidationError | null, min: Date | null, max: Date | null): string | null => {
  if (error === 'minDate' && min) return `Choose ${format(min, DISPLAY_FORMAT)} or later`;
  if (error === 'maxDate' && max) return `Choose ${format(max, DISPLAY_FORMAT)} or earlier`;
  if (error === 'invalidDate') return 'Enter a valid date';
  return null;
};

interface MuiDatePickerFieldProps extends DatePickerFieldProps {
  autoFocus?: boolean;
  /** Open the calendar on mount: the click that asked for the picker wanted it open. */
  defaultOpen?: boolean;
}

/** The MUI X picker behind DatePickerField; loaded lazily, so import DatePickerField instead. */
export const MuiDatePickerField = (props: MuiDatePickerFieldProps) => {
  const {
    label,
    value,
    onChange,
    minDate,
    maxDate,
    disabled,
    error,
    helperText,
    name,
    required,
    autoFocus,
    defaultOpen = false,
  } = props;
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [open, setOpen] = useState(defaultOpen && !disabled);
  const min = toDate(minDate);
  const max = toDate(maxDate);

  const handleChange = (date: Date | null) => {
    if (date === null) {
      onChange('');
      return;
    }
    // A half-typed date is marked and never reaches the form; one outside the range is refused,
    // and the field shows the stored date again.
    if (!isValid(date)) return;
    const next = format(date, VALUE_FORMAT);
    if ((minDate && next < minDate) || (maxDate && next > maxDate)) return;
    onChange(next);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <DatePicker
        label={label}
        value={toDate(value)}
        onChange={handleChange}
        onError={(reason) => setFieldError(errorText(reason, min, max))}
        format={DISPLAY_FORMAT}
        minDate={min ?? undefined}
        maxDate={max ?? undefined}
        disabled={disabled}
        autoFocus={autoFocus}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        slotProps={{
          field: { clearable: !disabled, onKeyDown: keepEnterInDateField },
          textField: {
            fullWidth: true,
            required,
            name,
            error: Boolean(error || fieldError),
            helperText: error && helperText ? helperText : (fieldError ?? helperText),
          },
        }}
      />
    </LocalizationProvider>
  );
};
