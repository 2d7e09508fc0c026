import { Router } from 'express';
import type { Pool } from 'pg';
import { createDuffelSandbox, createPostgresOrderStore } from '@portal/sandbox-duffel';
import type { Config } from '../config';
import type { AuthGuards } from '../http/auth';
import type { ProviderMode } from '../providers';
import type { CheckoutJobs } from '../modules/bookings/checkoutJobs';
import { createControlsAccess } from '../modules/sandboxControls/controlsAccess';
import { createSandboxControlsRouter } from '../modules/sandboxControls/sandbox.routes';
import { createSandboxFaults } from '../modules/sandboxControls/sandboxFaults';
import { createSandboxStats } from '../modules/sandboxControls/sandboxStats';
import type { ComposedProviders } from './providers';

/** A Stripe 'timeout' fault holds its call this much longer than the SDK waits for it. */
const STRIPE_HOLD_MARGIN_MS = 5_000;

/**
 * The sandboxes as this app runs them: the Duffel sandbox served on its loopback listener, and,
 * when the sandbox controls are on, the fault switch on both sandboxes and the controls' router.
 */
export const wireSandboxes = ({
  config,
  providers,
  sessionPool,
  guards,
}: {
  config: Pick<Config, 'sandboxControls' | 'sandboxControlsToken'>;
  providers: ComposedProviders;
  sessionPool: Pool;
  guards: AuthGuards;
}) => {
  const duffelSandbox = providers.duffel.sandbox;
  const sandboxStats = createSandboxStats();
  // Orders live in the gateway's database, so sandbox bookings survive a restart like real ones.
  // The fault switch is wired only when the controls exist; otherwise no call ever meets a fault.
  const faults = config.sandboxControls
    ? createSandboxFaults({ stripeHoldMs: providers.stripe.timeoutMs + STRIPE_HOLD_MARGIN_MS })
    : null;
  const duffelSandboxRouter =
    duffelSandbox &&
    createDuffelSandbox({
      token: duffelSandbox.token,
      clock: duffelSandbox.clock,
      orderStore: createPostgresOrderStore({ pool: sessionPool }),
      behaviour: faults?.duffel ?? null,
    });
  // Served on a loopback listener of its own, never on this public server: it holds every test
  // order's travellers, and only this deployment's token opens it.
  if (duffelSandbox && duffelSandboxRouter)
    duffelSandbox.serve(Router().use(sandboxStats.counter('duffel'), duffelSandboxRouter));
  if (faults) providers.stripe.sandbox?.setBeforeRequest(faults.stripe);
  const controlsAccess =
    faults && duffelSandboxRouter ? createControlsAccess({ token: config.sandboxControlsToken, guards }) : null;

  /** The controls' routes (a harness's token or an admin opens them), or null when they are off. */
  const controlsRouter = ({ currentMode, jobs }: { currentMode: () => Promise<ProviderMode>; jobs: CheckoutJobs }) => {
    if (!(faults && duffelSandbox && duffelSandboxRouter && controlsAccess)) return null;
    const { releaseHeldCalls } = duffelSandboxRouter.controls;
    const deps = {
      clock: duffelSandbox.clock,
      stats: sandboxStats,
      stripe: providers.stripe.sandbox,
      currentMode,
      faults,
      releaseHeldCalls,
      jobs,
    };
    return createSandboxControlsRouter({ ...deps, access: controlsAccess.guard });
  };

  return { duffelSandboxRouter: duffelSandboxRouter ?? null, controlsAccess, controlsRouter };
};
