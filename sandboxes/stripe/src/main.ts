import { pino } from 'pino';
import { z } from 'zod';
import { createStripeSandbox, DEFAULT_STRIPE_SANDBOX_PORT } from './server';
import { WEBHOOK_SECRET_PATTERN } from './webhooks';

// The Stripe sandbox on its own, for test-mode deployments with several gateway replicas: its
// payments live in this one process's memory, so every replica must reach the same one
// (SANDBOX_STRIPE_URL), as they would reach Stripe. Not for live mode. It answers only the key
// it is started with (SANDBOX_STRIPE_KEY, the same secret the gateways are given). Its events go to
// SANDBOX_STRIPE_WEBHOOK_URL (the gateways' POST /api/webhooks/stripe behind their Service), signed
// with SANDBOX_STRIPE_WEBHOOK_SECRET, the gateways' STRIPE_WEBHOOK_SECRET.
const env = z
  .object({
    SANDBOX_STRIPE_KEY: z
      .string({
        error:
          'SANDBOX_STRIPE_KEY is required: the one key this sandbox accepts (e.g. sk_test_ and 48 random hex digits), given to the gateways too',
      })
      .regex(
        /^sk_test_[A-Za-z0-9_]{16,200}$/,
        'SANDBOX_STRIPE_KEY must be sk_test_ followed by 16 or more letters, digits or _',
      ),
    /** The publishable key the booking pages give the sandbox's Stripe.js: unset → a random one, logged at start (it is public). */
    SANDBOX_STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(
        /^pk_test_[A-Za-z0-9_]{16,200}$/,
        'SANDBOX_STRIPE_PUBLISHABLE_KEY must be pk_test_ followed by 16 or more letters, digits or _',
      )
      .optional(),
    SANDBOX_STRIPE_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_STRIPE_SANDBOX_PORT),
    /** 0.0.0.0 in a container, so the gateways' containers can reach it. */
    SANDBOX_STRIPE_HOST: z.string().min(1).default('127.0.0.1'),
    SANDBOX_STRIPE_WEBHOOK_URL: z
      .string()
      .regex(
        /^https?:\/\/[^\s]+$/,
        'SANDBOX_STRIPE_WEBHOOK_URL must be an http(s) address, e.g. http://gateway:8080/api/webhooks/stripe',
      )
      .optional(),
    SANDBOX_STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(
        WEBHOOK_SECRET_PATTERN,
        'SANDBOX_STRIPE_WEBHOOK_SECRET must be whsec_ followed by 16 or more letters or digits',
      )
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .refine((e) => !e.SANDBOX_STRIPE_WEBHOOK_URL === !e.SANDBOX_STRIPE_WEBHOOK_SECRET, {
    path: ['SANDBOX_STRIPE_WEBHOOK_SECRET'],
    message:
      'SANDBOX_STRIPE_WEBHOOK_URL and SANDBOX_STRIPE_WEBHOOK_SECRET go together: events are sent only when both are set',
  })
  .safeParse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));

if (!env.success) {
  process.stderr.write(
    `Invalid configuration:\n  ${env.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ')}\nThe Stripe sandbox did not start.\n`,
  );
  process.exit(1);
}

const {
  SANDBOX_STRIPE_KEY: key,
  SANDBOX_STRIPE_PUBLISHABLE_KEY: publishableKey,
  SANDBOX_STRIPE_PORT: port,
  SANDBOX_STRIPE_HOST: host,
  SANDBOX_STRIPE_WEBHOOK_URL: webhookUrl,
  SANDBOX_STRIPE_WEBHOOK_SECRET: webhookSecret,
  LOG_LEVEL: level,
} = env.data;
const logger = pino({ level, base: { service: 'stripe-sandbox' } });
const webhookEndpoint = webhookUrl && webhookSecret ? { url: webhookUrl, secret: webhookSecret } : undefined;

const sandbox = createStripeSandbox({ key, publishableKey, webhookEndpoint });
void sandbox
  .listen(port, host)
  .then((running) => {
    logger.info(
      {
        origin: running.origin,
        publishableKey: sandbox.publishableKey,
        stripeJs: `${running.origin}/v3/`,
        webhooks: webhookUrl ?? 'none',
      },
      'Stripe sandbox listening',
    );
    const stop = () => void running.close().then(() => process.exit(0));
    process.once('SIGINT', stop).once('SIGTERM', stop);
  })
  .catch((error: unknown) => {
    logger.fatal({ err: error, port, host }, 'the Stripe sandbox could not listen');
    process.exit(1);
  });
