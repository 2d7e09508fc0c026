import type { Request, RequestHandler, Response } from 'express';
import type Stripe from 'stripe';
import { sameSecret } from './auth';
import { finishAuthentication, threeDSecurePath } from './confirmation';
import { formatAmount, StripeApiError } from './errors';
import { escapeHtml, exactOrigin, sendPage } from './pages';
import type { Counter } from './pipeline';
import type { SandboxContext } from './route';

const TITLE = '3D Secure test payment';
const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:1.5rem auto;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.5rem 1.25rem;margin:0 .5rem .5rem 0;cursor:pointer}';
const ID = /^pi_[A-Za-z0-9]{1,64}$/;

/** Who asked: the intent by its id and client secret, and, shown in Stripe.js's overlay, the page that framed it. */
interface Challenge {
  intent: Stripe.PaymentIntent;
  clientSecret: string;
  /** The origin of the page whose overlay frames this challenge (embedded mode), told the outcome by postMessage. */
  parentOrigin?: string;
}

type Refusal = { status: number; message: string; parentOrigin?: string };

const readChallenge = (context: SandboxContext, id: string, values: URLSearchParams): Challenge | Refusal => {
  const embedded = values.get('embedded') === '1';
  const parentOrigin = embedded ? exactOrigin(values.get('origin')) : undefined;
  if (embedded && !parentOrigin)
    return { status: 400, message: 'An embedded challenge needs the origin of the page that shows it.' };
  const intent = ID.test(id) ? context.store.paymentIntents.get(id) : undefined;
  if (!intent) return { status: 404, message: 'No such payment.', parentOrigin };
  const clientSecret = values.get('client_secret') ?? '';
  // The link next_action gives carries the client secret: without it nobody can answer for the customer.
  if (!intent.client_secret || !sameSecret(clientSecret, intent.client_secret))
    return { status: 403, message: 'This link does not belong to this payment.', parentOrigin };
  return { intent, clientSecret, parentOrigin };
};

const refuse = (res: Response, { status, message, parentOrigin }: Refusal) =>
  sendPage(res, {
    status,
    title: TITLE,
    body: `<h1>${TITLE}</h1><p>${escapeHtml(message)}</p>`,
    frameAncestor: parentOrigin,
    style: STYLE,
  });

/** The end of an embedded challenge: the frame's script tells the parent page, which then reads the intent. */
const finished = (res: Response, challenge: Challenge, message: string, status = 200) =>
  sendPage(res, {
    status,
    title: TITLE,
    body: `<h1>${TITLE}</h1><p>${escapeHtml(message)}</p>`,
    frameAncestor: challenge.parentOrigin,
    style: STYLE,
    ...(challenge.parentOrigin && {
      data: { 'parent-origin': challenge.parentOrigin, intent: challenge.intent.id },
      scripts: ['/sandbox/assets/3ds-frame.js'],
    }),
  });

/** The return address with Stripe's query: payment_intent, payment_intent_client_secret, redirect_status. */
const backTo = (
  returnUrl: string,
  intentId: string,
  clientSecret: string | null,
  status: string,
): string | undefined => {
  try {
    const url = new URL(returnUrl);
    url.searchParams.set('payment_intent', intentId);
    if (clientSecret) url.searchParams.set('payment_intent_client_secret', clientSecret);
    url.searchParams.set('redirect_status', status);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
};

const nothingToAuthenticate = (intent: Stripe.PaymentIntent) =>
  `This payment is ${intent.status.replaceAll('_', ' ')}: there is nothing to authenticate.`;

/**
 * The stand-in for the bank's 3-D Secure challenge that next_action points to: "Complete" or
 * "Fail" authentication, as on Stripe's test page. Not part of Stripe's API and needs no key,
 * but the link's client secret. With `embedded=1&origin=…` it is the page Stripe.js's overlay
 * frames: it then tells that origin (and only it) by postMessage that the challenge is over.
 */
export const threeDSecureHandlers = (
  context: SandboxContext,
  counter: Counter,
): { show: RequestHandler; answer: RequestHandler } => ({
  show: (req: Request, res: Response) => {
    counter.count('GET /sandbox/3ds/:id');
    const challenge = readChallenge(
      context,
      String(req.params.id),
      new URL(req.originalUrl, 'http://sandbox').searchParams,
    );
    if (!('intent' in challenge)) return refuse(res, challenge);
    const { intent, clientSecret, parentOrigin } = challenge;
    if (intent.status !== 'requires_action') return finished(res, challenge, nothingToAuthenticate(intent), 409);
    const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    const fields =
      hidden('client_secret', clientSecret) +
      (parentOrigin ? hidden('embedded', '1') + hidden('origin', parentOrigin) : '');
    const button = (result: string, label: string) =>
      `<form method="post" action="${threeDSecurePath(intent.id)}" style="display:inline">${fields}<input type="hidden" name="result" value="${result}"><button type="submit">${label}</button></form>`;
    sendPage(res, {
      title: TITLE,
      body: `<h1>${TITLE}</h1><p>Authenticate a payment of ${escapeHtml(formatAmount(intent.amount, intent.currency))}.</p>${button('complete', 'Complete')}${button('fail', 'Fail')}`,
      frameAncestor: parentOrigin,
      style: STYLE,
    });
  },
  answer: (req: Request, res: Response) => {
    counter.count('POST /sandbox/3ds/:id');
    const values = new URLSearchParams(typeof req.body === 'string' ? req.body : '');
    const challenge = readChallenge(context, String(req.params.id), values);
    if (!('intent' in challenge)) return refuse(res, challenge);
    const result = values.get('result');
    if (result !== 'complete' && result !== 'fail')
      return refuse(res, { status: 400, message: 'Choose Complete or Fail.', parentOrigin: challenge.parentOrigin });
    const returnUrl = challenge.intent.next_action?.redirect_to_url?.return_url;
    let intent: Stripe.PaymentIntent;
    try {
      intent = finishAuthentication(context, challenge.intent.id, result === 'complete');
    } catch (error) {
      if (error instanceof StripeApiError)
        return finished(res, challenge, nothingToAuthenticate(challenge.intent), 409);
      throw error;
    }
    const target =
      returnUrl && !challenge.parentOrigin
        ? backTo(returnUrl, intent.id, intent.client_secret, result === 'complete' ? 'succeeded' : 'failed')
        : undefined;
    if (target) return res.redirect(303, target);
    finished(
      res,
      challenge,
      `Authentication ${result === 'complete' ? 'completed' : 'failed'}. You can close this page.`,
    );
  },
});
