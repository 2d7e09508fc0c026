import { createModuleFirstPaint } from '@portal/platform/first-paint/server';
import { routes } from './routes';

/**
 * The search team's first paint, built into its release (server/first-paint.cjs): the gateway
 * sends its HTML before any script runs. The home page is painted whole, its form working
 * without a script, so its app may wait for the visitor's first intent.
 */
export const renderFirstPaint = createModuleFirstPaint({ routes, paintedWhole: ['/'] });
