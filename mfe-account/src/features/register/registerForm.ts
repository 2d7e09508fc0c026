import type { RegisterFormValues } from '@portal/platform';

export const EMPTY_REGISTRATION: RegisterFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
  terms: false,
};

/** The gateway's codes for a taken name or address, and the field each belongs under. */
export const DUPLICATE_FIELDS = { USERNAME_TAKEN: 'username', EMAIL_TAKEN: 'email' } as const;
