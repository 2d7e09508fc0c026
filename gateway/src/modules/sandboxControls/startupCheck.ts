import type { SystemMode } from '@portal/platform-common/contracts';

/** A start-up the gateway refuses: server.ts prints the message and exits with 1, as for bad configuration. */
export class StartupRefused extends Error {}

export const CONTROLS_IN_LIVE_MODE =
  'SANDBOX_CONTROLS=on, but this portal is in live mode: the sandbox controls (clock, faults, checkout jobs) must never run beside real bookings and payments. Start the gateway with SANDBOX_CONTROLS=off, or have an admin switch back to test mode first.';

/** Refuses SANDBOX_CONTROLS=on when the stored mode is live (NODE_ENV=production is refused by the config). */
export const refuseControlsInLiveMode = async (
  sandboxControls: boolean,
  mode: () => Promise<SystemMode>,
): Promise<void> => {
  if (sandboxControls && (await mode()).isLiveMode) throw new StartupRefused(CONTROLS_IN_LIVE_MODE);
};
