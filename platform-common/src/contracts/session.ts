import { z } from 'zod';

export const roleSchema = z.enum(['traveller', 'editor', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** GET /api/auth/user */
export const sessionUserSchema = z.object({
  username: z.string(),
  email: z.string(),
  /** Whether the owner confirmed the address through the link (issue 21); only then does the account hold it. */
  emailConfirmed: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  /** The account's phone number (issue 20), absent when none was given. */
  phone: z.string().optional(),
  /** An address the owner asked to change to, not in force until the link sent to it is followed. */
  pendingEmail: z.string().optional(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
  roles: z.array(roleSchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/csrf-token */
export const csrfTokenSchema = z.object({ csrfToken: z.string().min(1) });
