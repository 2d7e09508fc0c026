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

export const isRegistrationField = (field: string | undefined): field is keyof RegisterFormValues =>
  field !== undefined && Object.hasOwn(EMPTY_REGISTRATION, field);

/** The one password rule (issue 20) in a line; the gateway also turns down the most common passwords. */
export const PASSWORD_HINT = 'At least 12 characters, with upper and lower case letters, a number and a symbol';
