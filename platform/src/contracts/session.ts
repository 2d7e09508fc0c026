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
  createdAt: z.string(),
  isAdmin: z.boolean(),
  roles: z.array(roleSchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/csrf-token */
export const csrfTokenSchema = z.object({ csrfToken: z.string().min(1) });
