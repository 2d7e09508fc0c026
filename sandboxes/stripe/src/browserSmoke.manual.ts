// A manual smoke run of the sandbox's Stripe.js in a real Chromium, across origins: a blank portal
// page (its own port, a strict CSP as the portal's) loads /v3/ from the sandbox, collects a card in
// the sandbox's frame and passes 3-D Secure in its overlay. Not part of any suite. Run it with:
//   SANDBOX_STRIPE_PORT=12610 CHROMIUM=/usr/bin/chromium npx tsx sandboxes/stripe/src/browserSmoke.manual.ts
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from '@playwright/test';
import { createStripeSandbox } from './server';
import { stripeClient } from './testSandbox';

const say = (line: string, data?: unknown) =>
  process.stdout.write(`${line}${data === undefined ? '' : ` ${JSON.stringify(data)}`}\n`);

const portalPage = (sandbox: string) => (_req: unknown, res: ServerResponse) => {
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'self'; script-src 'self' ${sandbox}; frame-src ${sandbox}; connect-src 'self' ${sandbox}; style-src 'self'; base-uri 'none'`,
  );
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(
    `<!doctype html><html><head><title>Portal</title><script src="${sandbox}/v3/"></script></head><body><h1>Pay</h1><div id="card"></div></body></html>`,
  );
};

type Window = {
  Stripe(key: string): {
    elements(): { create(type: string): object };
    [name: string]: (...args: unknown[]) => unknown;
  };
};

const main = async () => {
  const sandbox = createStripeSandbox();
  const running = await sandbox.listen(Number(process.env.SANDBOX_STRIPE_PORT ?? 0));
  const portal = createServer(portalPage(running.origin)).listen(0, 'localhost');
  await new Promise((resolve) => portal.once('listening', resolve));
  const portalOrigin = `http://localhost:${(portal.address() as AddressInfo).port}`;
  const stripe = stripeClient(running.port, sandbox.key);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const portalRequests: string[] = [];
  try {
    const page = await browser.newPage();
    page.on('console', (message) => say(`console.${message.type()}:`, message.text()));
    page.on('pageerror', (error) => say('pageerror:', error.message));
    page.on('request', (request) => {
      if (request.url().startsWith(portalOrigin))
        portalRequests.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
    });
    await page.goto(`${portalOrigin}/booking/payment`);
    say('portal', portalOrigin);
    say('sandbox', running.origin);

    const mountCard = (target: Page) =>
      target.evaluate((key) => {
        const scope = window as unknown as Window & { smoke: Record<string, unknown> };
        const instance = scope.Stripe(key);
        const card = instance.elements().create('card') as {
          on(event: string, handler: (event: unknown) => void): void;
          mount(selector: string): void;
        };
        const changes: unknown[] = [];
        card.on('change', (event) => changes.push(event));
        scope.smoke = { stripe: instance, card, changes };
        return new Promise<string>((resolve) => {
          card.on('ready', () => resolve('ready'));
          card.mount('#card');
        });
      }, sandbox.publishableKey);
    say('card element:', await mountCard(page));
    const frame = page.frameLocator('iframe[title="Secure card payment input frame"]');
    say('frame src origin:', new URL((await page.locator('iframe').getAttribute('src')) ?? '').origin);

    // Stripe's own messages, from the frame's checks.
    await frame.locator('input[name="cardnumber"]').pressSequentially('4242424242424241');
    await frame.locator('input[name="exp-date"]').pressSequentially('1220');
    await frame.locator('input[name="cvc"]').pressSequentially('12');
    await frame.locator('input[name="cardnumber"]').focus();

    const pay = async (number: string) => {
      await frame.locator('input[name="cardnumber"]').fill('');
      await frame.locator('input[name="cardnumber"]').pressSequentially(number);
      await frame.locator('input[name="exp-date"]').fill('');
      await frame.locator('input[name="exp-date"]').pressSequentially('1230');
      await frame.locator('input[name="cvc"]').fill('');
      await frame.locator('input[name="cvc"]').pressSequentially('123');
      say(`typed ${number} →`, await frame.locator('input[name="cardnumber"]').inputValue());
      const created = await page.evaluate(() => {
        const { stripe: instance, card } = (
          window as unknown as {
            smoke: {
              stripe: {
                createPaymentMethod(
                  params: object,
                ): Promise<{ paymentMethod?: { id: string; card: object }; error?: unknown }>;
              };
              card: object;
            };
          }
        ).smoke;
        return instance.createPaymentMethod({ type: 'card', card, billing_details: { name: 'Ada Lovelace' } });
      });
      say(
        'createPaymentMethod →',
        created.error ?? {
          id: created.paymentMethod?.id,
          last4: (created.paymentMethod?.card as { last4?: string } | undefined)?.last4,
        },
      );
      const intent = await stripe.paymentIntents.create({
        amount: 24_900,
        currency: 'eur',
        capture_method: 'manual',
        confirm: true,
        allowed_payment_method_types: ['card'],
        payment_method: created.paymentMethod?.id,
      });
      say('server confirm →', { status: intent.status, next_action: intent.next_action?.type });
      return intent.client_secret ?? '';
    };
    const nextAction = (clientSecret: string) =>
      page.evaluate((secret) => {
        const { stripe: instance } = (
          window as unknown as {
            smoke: {
              stripe: {
                handleNextAction(params: object): Promise<{
                  paymentIntent?: { status: string };
                  error?: { code?: string; decline_code?: string; message?: string };
                }>;
              };
            };
          }
        ).smoke;
        return instance.handleNextAction({ clientSecret: secret }).then((result) =>
          result.error
            ? {
                error: {
                  code: result.error.code,
                  decline_code: result.error.decline_code,
                  message: result.error.message,
                },
              }
            : { paymentIntent: { status: result.paymentIntent?.status } },
        );
      }, clientSecret);
    const challenge = page.frameLocator('iframe[title="3D Secure challenge"]');

    for (const [number, action] of [
      ['4000002760003184', 'Complete'],
      ['4000008260003178', 'Complete'],
      ['4000000000003220', 'Fail'],
      ['4000002760003184', 'Close'],
    ] as const) {
      const secret = await pay(number);
      const result = nextAction(secret);
      if (action === 'Close') {
        await challenge.getByRole('button', { name: 'Complete' }).waitFor();
        await page.getByRole('button', { name: 'Close' }).click();
      } else {
        await challenge.getByRole('button', { name: action }).click();
      }
      say(`handleNextAction, ${action} →`, await result);
      say('overlay left on the page:', await page.locator('[data-stripe-sandbox="3ds-overlay"]').count());
    }
    const changes = await page.evaluate(() =>
      (window as unknown as { smoke: { changes: { error?: { message: string } }[] } }).smoke.changes
        .map((change) => change.error?.message)
        .filter(Boolean),
    );
    say('change errors seen:', changes);
    const leaked = portalRequests.filter((line) =>
      /4000002760003184|4000008260003178|4000000000003220|\b123\b/.test(line.replaceAll(' ', '')),
    );
    say(`requests to the portal's origin: ${portalRequests.length}, with a card number or CVC: ${leaked.length}`);
  } finally {
    await browser.close();
    portal.close();
    await running.close();
  }
};

void main().catch((error: unknown) => {
  say('smoke failed:', String(error));
  process.exitCode = 1;
});
