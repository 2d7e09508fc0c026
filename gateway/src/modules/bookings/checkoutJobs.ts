import type { Logger } from '../../http/logger';
import type { MailService } from '../mail/mail.service';
import type { PaymentsService } from '../payments/payments.service';
import type { BookingsRepository } from './bookings.repository';
import type { BookingsResumer, ResumeOptions } from './bookingsResume';
import type { CancellationService } from './cancellation.service';

export const JOBS_INTERVAL_MS = 60_000;

/**
 * The checkout's background work, run at start-up and then every minute by each gateway (leases
 * and conditional updates make that safe): unfinished bookings and cancellations resumed, unused and unsettled
 * authorizations voided, replayable passwords forgotten, queued e-mails sent.
 */
export const createCheckoutJobs = ({ resumer, cancellations, payments, repository, mail, logger }: { resumer: BookingsResumer; cancellations: Pick<CancellationService, 'resume'>; payments: PaymentsService; repository: BookingsRepository; mail: MailService; logger: Logger }) => {
  let running: Promise<void> | null = null;

  const runOnce = async (options: ResumeOptions = {}): Promise<void> => {
    const tasks: [string, () => Promise<unknown>][] = [
      ['resume bookings', () => resumer.resume(options)],
      ['finish cancellations', () => cancellations.resume(options.staleMs)],
      ['void unused authorizations', () => payments.sweepUnused()],
      ['settle lost authorizations', () => payments.sweepUnsettled()],
      ['forget account secrets', () => repository.forgetExpiredAccountSecrets(new Date())],
      ['send e-mails', () => mail.deliverPending()],
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
