import type { KeyboardEvent } from 'react';
import CalendarTodayIcon from '@mui/icons-material/CalendarToday';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { formatFormDate } from '../../format';
import { keepEnterInDateField } from './enterKey';
import type { DatePickerFieldProps, PickerIntent } from './types';

interface DatePickerSkeletonProps extends DatePickerFieldProps {
  /** Told when someone points at, focuses or opens the field: time to fetch the picker. */
  onIntent?: (intent: PickerIntent) => void;
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** A read-only text field with the picker's label, value and look, shown until the picker is loaded. */
export const DatePickerSkeleton = ({
  label,
  value,
  disabled,
  error,
  helperText,
  name,
  required,
  onIntent,
}: DatePickerSkeletonProps) => {
  const intent = (next: PickerIntent) => () => {
    if (!disabled) onIntent?.(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    keepEnterInDateField(event);
    if (OPEN_KEYS.has(event.key)) intent('open')();
  };
  return (
    <TextField
      label={label}
      value={value ? formatFormDate(value) : ''}
      disabled={disabled}
      error={error}
      helperText={helperText}
      name={name}
      required={required}
      fullWidth
      placeholder="MMM DD, YYYY"
      onPointerEnter={intent('load')}
      onFocus={intent('focus')}
      onClick={intent('open')}
      onKeyDown={onKeyDown}
      slotProps={{
        htmlInput: { readOnly: true, 'aria-haspopup': 'dialog' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <CalendarTodayIcon color={disabled ? 'disabled' : 'action'} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
