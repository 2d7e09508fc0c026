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
