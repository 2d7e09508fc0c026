import {
  changePasswordFormSchema,
  changePasswordRequestSchema,
  isComplexPassword,
  loginRequestSchema,
  registerFormSchema,
  registerRequestSchema,
} from './auth';
import type { z } from 'zod';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

const messagesAt = (schema: z.ZodType, value: unknown, field: string) => {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
};

const COMPLEXITY =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';

describe('loginRequestSchema', () => {
  test.each([
    [{ password: 'x' }, 'Username is required'],
    [{ username: '   ', password: 'x' }, 'Username is required'],
    [{ username: 'ada' }, 'Password is required'],
    [{ username: 'ada', password: '' }, 'Password is required'],
  ])('%j → "%s"', (value, message) => {
    expect(firstMessage(loginRequestSchema, value)).toBe(message);
  });

  test('takes an e-mail address in the username field, however long an address may be', () => {
    const address = `${'a'.repeat(64)}@${'b'.repeat(180)}.example`;
    expect(loginRequestSchema.parse({ username: ` ${address} `, password: 'x' })).toEqual({
      username: address,
      password: 'x',
    });
  });

  test('trims the username and keeps the password as typed', () => {
    expect(loginRequestSchema.parse({ username: ' ada ', password: ' pw ' })).toEqual({
      username: 'ada',
      password: ' pw ',
    });
  });
});

const registration = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.org',
  username: 'ada.l',
  password: 'Analytical-Engine-1843',
  terms: true,
};

describe('registerRequestSchema', () => {
  test.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'a b c' }, 'Username can only contain letters, numbers, dots, underscores and hyphens'],
    [{ username: 'a'.repeat(41) }, 'Username must be at most 40 characters'],
    [{ email: 'ada@' }, 'Please enter a valid email address'],
    [{ email: '' }, 'Please enter a valid email address'],
    [{ firstName: ' ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ password: '12345' }, 'Password must be at least 12 characters'],
    [{ password: 'abcdefghijklmnop' }, COMPLEXITY],
    [{ terms: false }, 'Please accept the Terms of Service and Privacy Policy to create an account'],
    [{ terms: undefined }, 'Please accept the Terms of Service and Privacy Policy to create an account'],
    [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
  ])('%j → "%s"', (override, message) => {
    expect(firstMessage(registerRequestSchema, { ...registration, ...override })).toBe(message);
  });

  test('keeps only the five fields and the terms, with the e-mail in lower case', () => {
    expect(
      registerRequestSchema.parse({ ...registration, confirmPassword: registration.password, roles: ['admin'] }),
    ).toEqual({ ...registration, email: 'ada@example.org' });
  });
});

describe('registerFormSchema', () => {
  test('a different confirmation → "Passwords don\'t match" on confirmPassword', () => {
    expect(
      messagesAt(registerFormSchema, { ...registration, confirmPassword: 'Analytical-Engine-1844' }, 'confirmPassword'),
    ).toEqual(["Passwords don't match"]);
  });

  test('the terms box must be ticked (issue 20; the spec left it unenforced)', () => {
    expect(
      messagesAt(
        registerFormSchema,
        { ...registration, confirmPassword: registration.password, terms: false },
        'terms',
      ),
    ).toEqual(['Please accept the Terms of Service and Privacy Policy to create an account']);
    expect(
      registerFormSchema.safeParse({ ...registration, confirmPassword: registration.password, terms: true }).success,
    ).toBe(true);
  });

  test('the password follows the change-password rule: 12 characters of four kinds', () => {
    expect(
      messagesAt(registerFormSchema, { ...registration, password: 'abcdef', confirmPassword: 'abcdef' }, 'password'),
    ).toEqual(['Password must be at least 12 characters', COMPLEXITY]);
  });
});

describe('changePasswordRequestSchema', () => {
  test.each([
    [{ newPassword: 'Valid-Password-1' }, 'Current password is required'],
    [{ currentPassword: 'old', newPassword: 'Sh0rt!' }, 'New password must be at least 12 characters'],
    [{ currentPassword: 'old', newPassword: 'lowercase-only-1' }, COMPLEXITY],
    [{ currentPassword: 'old', newPassword: 'UPPERCASE-ONLY-1' }, COMPLEXITY],
    [{ currentPassword: 'old', newPassword: 'No-Digits-At-All' }, COMPLEXITY],
    [{ currentPassword: 'old', newPassword: 'NoSpecial12345' }, COMPLEXITY],
  ])('%j → "%s"', (value, message) => {
    expect(firstMessage(changePasswordRequestSchema, value)).toBe(message);
  });

  test.each(['Valid-Password-1', 'Long enough 2026 A', 'Ünïcode-Pässword-9'])('"%s" is accepted', (newPassword) => {
    expect(changePasswordRequestSchema.safeParse({ currentPassword: 'old', newPassword }).success).toBe(true);
  });

  test('isComplexPassword wants all four kinds of character', () => {
    expect(isComplexPassword('Aa1!')).toBe(true);
    expect(isComplexPassword('Aa1a')).toBe(false);
  });
});

describe('changePasswordFormSchema', () => {
  const form = { currentPassword: 'old', newPassword: 'Valid-Password-1' };

  test('an empty confirmation → "Please confirm your new password"', () => {
    expect(messagesAt(changePasswordFormSchema, { ...form, confirmPassword: '' }, 'confirmPassword')).toEqual([
      'Please confirm your new password',
    ]);
  });

  test('a different confirmation → "Passwords don\'t match"', () => {
    expect(
      messagesAt(changePasswordFormSchema, { ...form, confirmPassword: 'Valid-Password-2' }, 'confirmPassword'),
    ).toEqual(["Passwords don't match"]);
  });

  test('a matching confirmation passes', () => {
    expect(changePasswordFormSchema.safeParse({ ...form, confirmPassword: form.newPassword }).success).toBe(true);
  });
});
