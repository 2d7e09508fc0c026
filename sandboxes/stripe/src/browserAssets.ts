import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Express, Response } from 'express';
import { escapeHtml, exactOrigin, sendPage } from './pages';
import type { SandboxContext } from './route';

const BROWSER = path.join(__dirname, 'browser');
const read = (name: string): string => readFileSync(path.join(BROWSER, name), 'utf8');

/**
 * The sandbox's Stripe.js: its parts run in one function scope and share `parts`; it finds its
 * own origin (where its frames and the API live) from the address it was loaded from.
 */
const STRIPE_JS_PARTS = ['shared.js', 'card-element.js', 'next-action.js', 'stripe.js'];
const stripeJs = (): string =>
  `/* Stripe.js-compatible script of the offline Stripe sandbox (not Stripe's own). */\n(function () {\n'use strict';\n` +
  `var parts = { sandboxOrigin: new URL(document.currentScript.src).origin };\n` +
  `${STRIPE_JS_PARTS.map((name) => read(path.join('stripe-js', name))).join('\n')}\n})();\n`;

const sendScript = (res: Response, source: string, crossOrigin: boolean): void => {
  res.set({
    'Content-Type': 'text/javascript; charset=utf-8',
    // As js.stripe.com: cached briefly, so a fix reaches browsers within minutes.
    'Cache-Control': 'public, max-age=300',
    'X-Content-Type-Options': 'nosniff',
    ...(crossOrigin && { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' }),
  });
  res.send(source);
};

const CARD_FIELDS =
  '<div class="card" role="group">' +
  '<input name="cardnumber" type="text" inputmode="numeric" autocomplete="cc-number" autocorrect="off" spellcheck="false" aria-label="Credit or debit card number" placeholder="Card number" maxlength="23" class="number">' +
  '<input name="exp-date" type="text" inputmode="numeric" autocomplete="cc-exp" autocorrect="off" spellcheck="false" aria-label="Credit or debit card expiration date" placeholder="MM / YY" maxlength="9" class="expiry">' +
  '<input name="cvc" type="text" inputmode="numeric" autocomplete="cc-csc" autocorrect="off" spellcheck="false" aria-label="Credit or debit card CVC/CVV" placeholder="CVC" maxlength="4" class="cvc">' +
  '</div>';
const CARD_STYLE =
  'html,body{margin:0;padding:0;background:transparent;overflow:hidden}' +
  '.card{display:flex;gap:.5em;align-items:center;font:16px system-ui,sans-serif;line-height:1.5em}' +
  'input{font:inherit;color:inherit;border:0;outline:0;padding:0;margin:0;background:transparent;min-width:0}' +
  '.number{flex:1 1 auto}.expiry{flex:0 0 4.5em}.cvc{flex:0 0 3.5em}';

/** Stripe.js (GET /v3/), its frames' scripts and the card fields' page, none behind a key. */
export const registerBrowserRoutes = (app: Express, context: SandboxContext): void => {
  const script = stripeJs();
  const frameScripts: Record<string, string> = {
    'card-frame.js': read('card-frame.js'),
    '3ds-frame.js': read('3ds-frame.js'),
  };
  app.get(['/v3', '/v3/'], (_req, res) => sendScript(res, script, true));
  app.get('/sandbox/assets/:name', (req, res) => {
    const source = frameScripts[String(req.params.name)];
    if (source === undefined) return res.status(404).type('text').send('Not found');
    sendScript(res, source, false);
  });
  // The card Element's frame: only the page of `origin` may frame it, and only it hears from it.
  app.get('/sandbox/elements/card', (req, res) => {
    const query = new URL(req.originalUrl, 'http://sandbox').searchParams;
    const parentOrigin = exactOrigin(query.get('origin'));
    const key = query.get('key') ?? '';
    if (!parentOrigin || !/^pk_(test|live)_[A-Za-z0-9_]{1,200}$/.test(key)) {
      return sendPage(res, {
        status: 400,
        title: 'Card fields',
        body: `<p>${escapeHtml('The card frame needs the origin of the page that frames it and a publishable key.')}</p>`,
      });
    }
    const now = context.clock.now();
    sendPage(res, {
      title: 'Secure card payment input frame',
      body: CARD_FIELDS,
      frameAncestor: parentOrigin,
      style: CARD_STYLE,
      data: { 'parent-origin': parentOrigin, key, 'this-month': `${now.getUTCFullYear()}-${now.getUTCMonth() + 1}` },
      scripts: ['/sandbox/assets/card-frame.js'],
    });
  });
};
