import path from 'node:path';
import { z } from 'zod';
import { WEBHOOK_SECRET_PATTERN } from '@portal/sandbox-stripe';
import { readOrCreateSecretFile } from './secretFile';

/** The monorepo root: gateway/src/.. /.. */
export const repoRoot = path.resolve(__dirname, '../..');

const port = z.coerce.number().int().min(0).max(65535);
/** An absolute http(s) address or a path on this gateway: where a remote's manifest lives. */
const manifestUrl = z
  .string()
  .regex(/^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/, 'Use an http(s) address or a path starting with /');

const limitCount = z.coerce
  .number()
  .int('Use a whole number')
  .min(1, 'Use a number of requests, at least 1')
  .max(1_000_000);
/** A sandbox credential: the provider's test prefix, then at least 16 characters nobody can guess. */
const sandboxSecret = (name: string, prefix: string) =>
  z
    .string()
    .regex(
      new RegExp(`^${prefix}[A-Za-z0-9_]{16,200}$`),
      `${name} must be ${prefix} followed by 16 or more letters, digits or _`,
    );

const envSchema = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  EMBEDDED_PG_PORT: port.default(54329),
  STATIC_ROOT: z.string().default(repoRoot),
  SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters').optional(),
  ADMIN_USERNAME: z.string().min(3, 'ADMIN_USERNAME must be at least 3 characters').max(64).optional(),
  ADMIN_PASSWORD: z.string().min(1).max(256).optional(),
  SANDBOX_CONTROLS: z.enum(['on', 'off']).default('off'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('loopback'),
  DUFFEL_TEST_TOKEN: z.string().optional(),
  DUFFEL_LIVE_TOKEN: z.string().optional(),
  STRIPE_TEST_KEY: z.string().optional(),
  STRIPE_LIVE_KEY: z.string().optional(),
  /** The publishable keys Stripe.js runs with in the browser, beside the secret keys above. */
  STRIPE_TEST_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_test_[A-Za-z0-9_]+$/, 'STRIPE_TEST_PUBLISHABLE_KEY must be a pk_test_ key')
    .optional(),
  STRIPE_LIVE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_live_[A-Za-z0-9_]+$/, 'STRIPE_LIVE_PUBLISHABLE_KEY must be a pk_live_ key')
    .optional(),
  /** The signing secret of the webhook endpoint (POST /api/webhooks/stripe); unset with the in-process sandbox → a random one per process. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(
      WEBHOOK_SECRET_PATTERN,
      "STRIPE_WEBHOOK_SECRET must be the endpoint's signing secret: whsec_ followed by 16 or more letters or digits",
    )
    .optional(),
  /** The in-process Stripe sandbox's loopback port (stripe-mock's 12111); 0 picks a free one. */
  SANDBOX_STRIPE_PORT: port.default(12111),
  /** A Stripe sandbox already running elsewhere (one for every replica); unset → this gateway starts its own. */
  SANDBOX_STRIPE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/?#]+\/?$/, 'SANDBOX_STRIPE_URL must be an origin such as http://stripe-sandbox:12111')
    .optional(),
  /** The portal's address as travellers reach it, for links in e-mails (e-mail confirmation); unset → http://localhost:PORT. */
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/?#]+\/?$/, 'PUBLIC_URL must be an origin such as https://flights.example')
    .optional(),
  /** The one key the Stripe sandbox accepts: needed with SANDBOX_STRIPE_URL; unset → a random one per process. */
  SANDBOX_STRIPE_KEY: sandboxSecret('SANDBOX_STRIPE_KEY', 'sk_test_').optional(),
  /** The publishable key of that sandbox (its Stripe.js runs with it): needed with SANDBOX_STRIPE_URL. */
  SANDBOX_STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(
      /^pk_test_[A-Za-z0-9_]{16,}$/,
      'SANDBOX_STRIPE_PUBLISHABLE_KEY must be a pk_test_ key of at least 16 characters after the prefix',
    )
    .optional(),
  /** Where browsers reach the Stripe sandbox (its Stripe.js and card frames); unset → SANDBOX_STRIPE_URL, or the in-process sandbox's loopback origin. */
  SANDBOX_STRIPE_PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/?#]+\/?$/, 'SANDBOX_STRIPE_PUBLIC_URL must be an origin such as http://localhost:12111')
    .optional(),
  /** The in-process Duffel sandbox's loopback port; 0 (the default) picks a free one. */
  SANDBOX_DUFFEL_PORT: port.default(0),
  /** The one token the Duffel sandbox accepts; unset → a random one per process. */
  SANDBOX_DUFFEL_TOKEN: sandboxSecret('SANDBOX_DUFFEL_TOKEN', 'duffel_test_').optional(),
  /** Lets test harnesses use the sandbox controls without an admin session (X-Sandbox-Controls-Token). */
  SANDBOX_CONTROLS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{24,256}$/, 'SANDBOX_CONTROLS_TOKEN must be 24 to 256 printable characters without spaces')
    .optional(),
  /** smtp(s)://user:pass@host:port[?from=sender]: e-mails leave the outbox (through nodemailer) only when set. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .refine((url) => URL.canParse(url), 'SMTP_URL must be a URL such as smtp://user:pass@mail.example:587')
    .optional(),
  /** How long a password reset link works, in minutes. */
  PASSWORD_RESET_TTL_MINUTES: z.coerce
    .number()
    .int('Use a whole number of minutes')
    .min(5, 'Use at least 5 minutes')
    .max(24 * 60, 'Use at most 1440 minutes (a day)')
    .default(30),
  /** How long the set-password link e-mailed to a guest whose booking made an account works, in hours. */
  GUEST_PASSWORD_LINK_TTL_HOURS: z.coerce
    .number()
    .int('Use a whole number of hours')
    .min(1, 'Use at least 1 hour')
    .max(30 * 24, 'Use at most 720 hours (30 days)')
    .default(7 * 24),
  /** How often each active price alert's search is run again, in minutes (6 hours by default). */
  ALERT_INTERVAL_MINUTES: z.coerce
    .number()
    .int('Use a whole number of minutes')
    .min(1, 'Use at least 1 minute')
    .max(7 * 24 * 60, 'Use at most 10080 minutes (a week)')
    .default(6 * 60),
  /** New flight searches (each a provider offer request) per minute; stored pages never count. */
  RATE_LIMIT_SEARCHES_PER_ADDRESS: limitCount.default(12),
  RATE_LIMIT_SEARCHES_PER_SESSION: limitCount.default(10),
  /** New searches made for the results' flexible-dates strip (up to 6 a results page) per minute: a budget of their own, so the strip never spends the traveller's searches. */
  RATE_LIMIT_FLEXIBLE_DATES_PER_ADDRESS: limitCount.default(36),
  RATE_LIMIT_FLEXIBLE_DATES_PER_SESSION: limitCount.default(30),
  /** Offer and seat-map reads (each a provider call) per 10 minutes. */
  RATE_LIMIT_OFFER_READS_PER_ADDRESS: limitCount.default(300),
  RATE_LIMIT_OFFER_READS_PER_SESSION: limitCount.default(150),
  /** Card payment attempts per session per 10 minutes (the per-address limit is 10). */
  RATE_LIMIT_PAYMENTS_PER_SESSION: limitCount.default(10),
  /** Card payment attempts (process-card, bookings) per client address per 10 minutes: a card-testing script gets ten tries. */
  RATE_LIMIT_PAYMENTS_PER_ADDRESS: limitCount.default(10),
  /** Declined or failed attempts with one card (Stripe's card fingerprint) per hour, from anywhere. */
  RATE_LIMIT_CARD_DECLINES: limitCount.default(5),
  /** How long a sign-in from an address that keeps failing, or at an account under attack, waits before its answer. */
  LOGIN_SLOWDOWN_MS: z.coerce
    .number()
    .int('Use a whole number of milliseconds')
    .min(0)
    .max(10_000, 'LOGIN_SLOWDOWN_MS must be at most 10000')
    .default(1000),
  /**
   * How long an instance answers the system mode and the brands from memory: a change made
   * through another replica shows here within this long (through this one, at once). 0: every
   * request reads them.
   */
  SETTINGS_CACHE_MS: z.coerce
    .number()
    .int('Use a whole number of milliseconds')
    .min(0)
    .max(60_000, 'SETTINGS_CACHE_MS must be at most 60000')
    .default(1000),
  /**
   * Database connections one gateway holds for its queries (sessions have 5 more of their own):
   * under load a checkout's twenty-odd queries waited behind the searches' for one of 5.
   */
  DATABASE_POOL_MAX: z.coerce
    .number()
    .int('Use a whole number of connections')
    .min(1, 'DATABASE_POOL_MAX must be at least 1')
    .max(50, 'DATABASE_POOL_MAX must be at most 50')
    .default(10),
});

const REMOTE_OVERRIDE = /^REMOTE_([A-Z][A-Z0-9_]*)_URL$/;

/** Express's 'trust proxy' takes a boolean, a hop count, or addresses / names such as 'loopback'. */
const parseTrustProxy = (value: string): boolean | number | string => {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
};

export class ConfigError extends Error {}

/** Rules between variables: the schema checks each one alone. */
const crossIssues = (e: z.infer<typeof envSchema>, nodeEnv: string | undefined): string[] => [
  ...(e.SANDBOX_CONTROLS === 'on' && nodeEnv === 'production'
    ? [
        'SANDBOX_CONTROLS: the sandbox controls (clock, faults, jobs) are for test deployments; they cannot be on with NODE_ENV=production',
      ]
    : []),
  ...(e.SANDBOX_STRIPE_URL && !e.SANDBOX_STRIPE_KEY
    ? ['SANDBOX_STRIPE_KEY: required with SANDBOX_STRIPE_URL (the key that Stripe sandbox was started with)']
    : []),
  ...(e.SANDBOX_STRIPE_URL && !e.SANDBOX_STRIPE_PUBLISHABLE_KEY
    ? [
        'SANDBOX_STRIPE_PUBLISHABLE_KEY: required with SANDBOX_STRIPE_URL (the publishable key that Stripe sandbox was started with)',
      ]
    : []),
];

/** Reads the environment; throws ConfigError naming every bad variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env) => {
  // An empty variable means "unset", as in docker-compose files with `KEY=`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  const overrides = z.record(z.string(), manifestUrl).safeParse(
    Object.fromEntries(
      Object.entries(present).flatMap(([key, value]) => {
        const match = REMOTE_OVERRIDE.exec(key);
        return match?.[1] ? [[match[1].toLowerCase(), value]] : [];
      }),
    ),
  );
  if (!parsed.success || !overrides.success) {
    const issues = [
      ...(parsed.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      ...(overrides.error?.issues ?? []).map(
        (issue) => `REMOTE_${String(issue.path[0]).toUpperCase()}_URL: ${issue.message}`,
      ),
    ];
    throw new ConfigError(`Invalid configuration:\n  ${issues.join('\n  ')}`);
  }
  const e = parsed.data;
  const cross = crossIssues(e, present.NODE_ENV);
  if (cross.length) throw new ConfigError(`Invalid configuration:\n  ${cross.join('\n  ')}`);
  // Relative paths mean the same folder however the gateway was started (`npm start` runs it
  // from gateway/, `npx tsx gateway/src/server.ts` from the root): they are read from the root.
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    staticRoot: path.resolve(repoRoot, e.STATIC_ROOT),
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecretFile(path.join(dataDir, 'session-secret')),
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    /** Module name (lower case, as in the registry) -> manifest URL. */
    remoteOverrides: overrides.data,
    sandboxControls: e.SANDBOX_CONTROLS === 'on',
    /** X-Sandbox-Controls-Token opens the controls to a caller without an admin session (test harnesses). */
    sandboxControlsToken: e.SANDBOX_CONTROLS_TOKEN,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    providers: {
      duffelTestToken: e.DUFFEL_TEST_TOKEN,
      duffelLiveToken: e.DUFFEL_LIVE_TOKEN,
      stripeTestKey: e.STRIPE_TEST_KEY,
      stripeLiveKey: e.STRIPE_LIVE_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripeSandboxPort: e.SANDBOX_STRIPE_PORT,
      stripeSandboxUrl: e.SANDBOX_STRIPE_URL,
      stripeSandboxKey: e.SANDBOX_STRIPE_KEY,
      stripeTestPublishableKey: e.STRIPE_TEST_PUBLISHABLE_KEY,
      stripeLivePublishableKey: e.STRIPE_LIVE_PUBLISHABLE_KEY,
      stripeSandboxPublishableKey: e.SANDBOX_STRIPE_PUBLISHABLE_KEY,
      stripeSandboxPublicUrl: e.SANDBOX_STRIPE_PUBLIC_URL ?? e.SANDBOX_STRIPE_URL,
      duffelSandboxPort: e.SANDBOX_DUFFEL_PORT,
      duffelSandboxToken: e.SANDBOX_DUFFEL_TOKEN,
    },
    smtpUrl: e.SMTP_URL,
    // Links are never built from the request's Host header: a forged one would send a token elsewhere.
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    passwordLinks: {
      resetTtlMs: e.PASSWORD_RESET_TTL_MINUTES * 60_000,
      guestTtlMs: e.GUEST_PASSWORD_LINK_TTL_HOURS * 60 * 60_000,
    },
    rateLimits: {
      searches: {
        perAddress: e.RATE_LIMIT_SEARCHES_PER_ADDRESS,
        perSession: e.RATE_LIMIT_SEARCHES_PER_SESSION,
        windowMs: 60_000,
      },
      flexibleDates: {
        perAddress: e.RATE_LIMIT_FLEXIBLE_DATES_PER_ADDRESS,
        perSession: e.RATE_LIMIT_FLEXIBLE_DATES_PER_SESSION,
        windowMs: 60_000,
      },
      offerReads: {
        perAddress: e.RATE_LIMIT_OFFER_READS_PER_ADDRESS,
        perSession: e.RATE_LIMIT_OFFER_READS_PER_SESSION,
        windowMs: 10 * 60_000,
      },
      paymentsPerSession: { limit: e.RATE_LIMIT_PAYMENTS_PER_SESSION, windowMs: 10 * 60_000 },
      paymentsPerAddress: { limit: e.RATE_LIMIT_PAYMENTS_PER_ADDRESS, windowMs: 10 * 60_000 },
      cardDeclines: { limit: e.RATE_LIMIT_CARD_DECLINES, windowMs: 60 * 60_000 },
    },
    loginSlowdownMs: e.LOGIN_SLOWDOWN_MS,
    alertIntervalMs: e.ALERT_INTERVAL_MINUTES * 60_000,
    settingsCacheMs: e.SETTINGS_CACHE_MS,
    databasePoolMax: e.DATABASE_POOL_MAX,
  };
};

export type Config = ReturnType<typeof loadConfig>;

/** For entry points: a bad environment ends the process with the list of problems, not a stack. */
export const loadConfigOrExit = (env: NodeJS.ProcessEnv = process.env): Config => {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\nThe gateway did not start. Fix the variables above and start it again.\n`);
    process.exit(1);
  }
};
