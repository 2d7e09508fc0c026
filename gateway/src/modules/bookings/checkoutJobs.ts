import type { Logger } from '../../http/logger';
import type { MailService } from '../mail/mail.service';
import type { PaymentsService } from '../payments/payments.service';
import type { BookingsRepository } from './bookings.repository';
import type { BookingsResumer, ResumeOptions } from './checkout/resume';
import type { ChangesService } from './changes/changes.service';
import type { CancellationService } from './cancellation/cancellation.service';

export const JOBS_INTERVAL_MS = 60_000;

export interface PassOptions extends ResumeOptions {
  /** An authorization whose answer was lost is asked about again after this long (5 minutes by default). */
  unsettledMinAgeMs?: number;
}

/**
 * The checkout's background work, run at start-up and then every minute by each gateway (leases
 * and conditional updates make that safe): unfinished bookings, cancellations and changes resumed, unused and unsettled
 * authorizations voided, replayable passwords forgotten, queued e-mails sent, old e-mail bodies emptied.
 */
export const createCheckoutJobs = ({
  resumer,
  cancellations,
  changes,
  payments,
  repository,
  mail,
  logger,
}: {
  resumer: BookingsResumer;
  cancellations: Pick<CancellationService, 'resume'>;
  changes: Pick<ChangesService, 'resume'>;
  payments: PaymentsService;
  repository: BookingsRepository;
  mail: MailService;
  logger: Logger;
}) => {
  let running: Promise<void> | null = null;

  const runOnce = async ({ unsettledMinAgeMs, ...options }: PassOptions = {}): Promise<void> => {
    const tasks: [string, () => Promise<unknown>][] = [
      ['resume bookings', () => resumer.resume(options)],
      ['finish cancellations', () => cancellations.resume(options.staleMs)],
      ['finish booking changes', () => changes.resume(options.staleMs)],
      ['void unused authorizations', () => payments.sweepUnused()],
      ['settle lost authorizations', () => payments.sweepUnsettled(unsettledMinAgeMs)],
      ['forget account secrets', () => repository.forgetExpiredAccountSecrets(new Date())],
      ['send e-mails', () => mail.deliverPending()],
      ['purge old e-mail bodies', () => mail.purgeOldBodies()],
    ];
    for (const [name, task] of tasks) {
      try {
        await task();
      } catch (error) {
        logger.error({ err: error, job: name }, 'checkout job failed');
      }
    }
  };

  return {
    /** One pass of everything; the bookings resumer alone is `resume`. */
    runOnce,
    resume: (options?: ResumeOptions) => resumer.resume(options),

    /** Runs a pass now and then on an interval that never holds the process open; returns stop(). */
    start(intervalMs = JOBS_INTERVAL_MS): () => Promise<void> {
      const tick = () => {
        running ??= runOnce().finally(() => {
          running = null;
        });
      };
      tick();
      const timer = setInterval(tick, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
};

export type CheckoutJobs = ReturnType<typeof createCheckoutJobs>;
