import { useState } from 'react';
import { IconButton, InputAdornment, VisibilityIcon, VisibilityOffIcon } from '@portal/platform';
import { type FieldValues, FormTextField, type FormTextFieldProps } from '@portal/platform/forms';

/** A password field with a button that shows what was typed, for people who mistype on phones. */
export const PasswordField = <T extends FieldValues>(props: Omit<FormTextFieldProps<T>, 'type'>) => {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? `Hide ${props.label}` : `Show ${props.label}`}
                onClick={() => setVisible((shown) => !shown)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
