import { createModuleFirstPaint } from '@portal/platform/first-paint/server';
import { routes } from './routes';

/** The checkout team's first paint, built into its release (server/first-paint.cjs) for the gateway to send. */
export const renderFirstPaint = createModuleFirstPaint({ routes });
