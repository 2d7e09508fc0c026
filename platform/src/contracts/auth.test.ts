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
  return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
};

const COMPLEXITY = 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';

describe('loginRequestSchema', () => {
  test.each([
    [{ password: 'x' }, 'Username is required'],
    [{ username: '   ', password: 'x' }, 'Username is required'],
    [{ username: 'ada' }, 'Password is required'],
    [{ username: 'ada', password: '' }, 'Password is required'],
  ])('%j → "%s"', (value, message) => {
    expect(firstMessage(loginRequestSchema, value)).toBe(message);
  });

  test('trims the username and keeps the password as typed', () => {
    expect(loginRequestSchema.parse({ username: ' ada ', password: ' pw ' })).toEqual({ username: 'ada', password: ' pw ' });
  });
});

const registration = { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.org', username: 'ada.l', password: 'secret1' };

describe('registerRequestSchema', () => {
  test.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'a b c' }, 'Username can only contain letters, numbers, dots, underscores and hyphens'],
    [{ username: 'a'.repeat(41) }, 'Username must be at most 40 characters'],
    [{ email: 'ada@' }, 'Please enter a valid email address'],
    [{ email: '' }, 'Please enter a valid email address'],
    [{ firstName: ' ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
  ])('%j → "%s"', (override, message) => {
    expect(firstMessage(registerRequestSchema, { ...registration, ...override })).toBe(message);
  });

  test('keeps only the five fields, with the e-mail in lower case', () => {
    expect(registerRequestSchema.parse({ ...registration, confirmPassword: 'secret1', roles: ['admin'] })).toEqual({ ...registration, email: 'ada@example.org' });
  });
});

describe('registerFormSchema', () => {
  test("a different confirmation → \"Passwords don't match\" on confirmPassword", () => {
    expect(messagesAt(registerFormSchema, { ...registration, confirmPassword: 'secret2' }, 'confirmPassword')).toEqual(["Passwords don't match"]);
  });

  test('the terms box is not enforced', () => {
    expect(registerFormSchema.safeParse({ ...registration, confirmPassword: 'secret1', terms: false }).success).toBe(true);
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
    expect(messagesAt(changePasswordFormSchema, { ...form, confirmPassword: '' }, 'confirmPassword')).toEqual(['Please confirm your new password']);
  });

  test("a different confirmation → \"Passwords don't match\"", () => {
    expect(messagesAt(changePasswordFormSchema, { ...form, confirmPassword: 'Valid-Password-2' }, 'confirmPassword')).toEqual(["Passwords don't match"]);
  });

  test('a matching confirmation passes', () => {
    expect(changePasswordFormSchema.safeParse({ ...form, confirmPassword: form.newPassword }).success).toBe(true);
  });
});
