import type { Request, RequestHandler, Response } from 'express';
import { finishAuthentication, threeDSecurePath } from './confirmation';
import { formatAmount, StripeApiError } from './errors';
import type { Counter } from './pipeline';
import type { SandboxContext } from './route';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto"><h1>${title}</h1>${body}</body></html>`;

const ID = /^pi_[A-Za-z0-9]{1,64}$/;

const fail = (res: Response, status: number, message: string) => {
  res.status(status).type('html').send(page('3D Secure test payment', `<p>${message}</p>`));
};

/** The return address with Stripe's query: payment_intent, payment_intent_client_secret, redirect_status. */
const backTo = (returnUrl: string, intentId: string, clientSecret: string | null, status: string): string | undefined => {
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

/**
 * The stand-in for the bank's 3-D Secure challenge that next_action points to: "Complete" or
 * "Fail" authentication, as on Stripe's test page. Not part of Stripe's API; no key needed.
 */
export const threeDSecureHandlers = (context: SandboxContext, counter: Counter): { show: RequestHandler; answer: RequestHandler } => ({
  show: (req: Request, res: Response) => {
    counter.count('GET /sandbox/3ds/:id');
    const id = String(req.params.id);
    const intent = ID.test(id) ? context.store.paymentIntents.get(id) : undefined;
    if (!intent) return fail(res, 404, 'No such payment.');
    if (intent.status !== 'requires_action') return fail(res, 409, `This payment is ${intent.status.replaceAll('_', ' ')}: there is nothing to authenticate.`);
    const amount = formatAmount(intent.amount, intent.currency);
    const button = (result: string, label: string) =>
      `<form method="post" action="${threeDSecurePath(id)}" style="display:inline"><input type="hidden" name="result" value="${result}"><button type="submit">${label}</button></form> `;
    res.type('html').send(page('3D Secure test payment', `<p>Authenticate a payment of ${amount}.</p>${button('complete', 'Complete')}${button('fail', 'Fail')}`));
  },
  answer: (req: Request, res: Response) => {
    counter.count('POST /sandbox/3ds/:id');
    const id = String(req.params.id);
    const result = new URLSearchParams(typeof req.body === 'string' ? req.body : '').get('result');
    if (!ID.test(id) || (result !== 'complete' && result !== 'fail')) return fail(res, 400, 'Choose Complete or Fail.');
    const returnUrl = context.store.paymentIntents.get(id)?.next_action?.redirect_to_url?.return_url;
    try {
      const intent = finishAuthentication(context, id, result === 'complete');
      const target = returnUrl ? backTo(returnUrl, id, intent.client_secret, result === 'complete' ? 'succeeded' : 'failed') : undefined;
      if (target) return res.redirect(303, target);
      res.type('html').send(page('3D Secure test payment', `<p>Authentication ${result === 'complete' ? 'completed' : 'failed'}. You can close this page.</p>`));
    } catch (error) {
      if (error instanceof StripeApiError) return fail(res, error.status === 404 ? 404 : 409, 'This payment has nothing to authenticate.');
      throw error;
    }
  },
});
