import { z } from 'zod';

/** Every gateway error body: a human message and a stable machine code. */
export const apiErrorSchema = z.object({
  message: z.string(),
  error: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
