import { z } from 'zod';

/** GET /api/system/mode; test is the fallback whenever the mode cannot be read. */
export const systemModeSchema = z.object({
  isLiveMode: z.boolean(),
  mode: z.enum(['test', 'live']),
});
export type SystemMode = z.infer<typeof systemModeSchema>;

/** GET /api/health */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof healthSchema>;
