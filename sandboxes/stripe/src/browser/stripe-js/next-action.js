/* global parts */
// The sandbox's Stripe.js, part 3: handleNextAction and retrievePaymentIntent. 3-D Secure is shown
// as Stripe.js shows it: a modal overlay framing the challenge page (of the sandbox's origin).

/** What Stripe.js resolves with for an intent: the failure on it as `error`, or the intent itself. */
var resultOfIntent = function (intent) {
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
    return { error: Object.assign({}, intent.last_payment_error, { payment_intent: intent }) };
  }
  return { paymentIntent: intent };
};

var readIntent = function (key, intentId, clientSecret) {
  return parts.api(key, 'GET', '/v1/payment_intents/' + intentId, { client_secret: clientSecret }).then(function (body) {
    return body.error ? { error: body.error } : resultOfIntent(body);
  });
};

parts.retrievePaymentIntent = function (key, clientSecret) {
  var intentId = parts.intentIdOf(clientSecret, 'retrievePaymentIntent');
  return parts.api(key, 'GET', '/v1/payment_intents/' + intentId, { client_secret: clientSecret }).then(function (body) {
    return body.error ? { error: body.error } : { paymentIntent: body };
  });
};

var overlayOf = function (src, onClose) {
  var overlay = document.createElement('div');
  overlay.setAttribute('data-stripe-sandbox', '3ds-overlay');
  Object.assign(overlay.style, {
    position: 'fixed', top: '0', left: '0', right: '0', bottom: '0', zIndex: '2147483647', background: 'rgba(0, 0, 0, 0.5)',
    display: 'flex', alignItems: 'center', justifyContent: 'center',
  });
  var dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', '3D Secure authentication');
  Object.assign(dialog.style, {
    background: '#fff', borderRadius: '8px', width: 'min(500px, 95vw)', height: 'min(600px, 90vh)', display: 'flex', flexDirection: 'column', overflow: 'hidden',
  });
  var close = document.createElement('button');
  close.type = 'button';
  close.textContent = '\u00d7';
  close.setAttribute('aria-label', 'Close');
  Object.assign(close.style, { alignSelf: 'flex-end', font: '24px/1 sans-serif', padding: '8px 12px', border: 'none', background: 'transparent', cursor: 'pointer' });
  close.addEventListener('click', onClose);
  var frame = document.createElement('iframe');
  frame.title = '3D Secure challenge';
  frame.src = src;
  Object.assign(frame.style, { border: 'none', flex: '1', width: '100%' });
  dialog.appendChild(close);
  dialog.appendChild(frame);
  overlay.appendChild(dialog);
  return { overlay: overlay, frame: frame, close: close };
};

/**
 * The challenge in an overlay. Complete or Fail on the sandbox's page ends it (the page tells
 * this window, and only it, by postMessage); closing the overlay abandons it, which, as on Stripe,
 * fails the authentication: the intent goes back to requires_payment_method.
 */
var challenge = function (key, intent, clientSecret) {
  return new Promise(function (resolve) {
    var finished = false;
    var src = parts.sandboxOrigin + '/sandbox/3ds/' + intent.id + '?' + new URLSearchParams({ client_secret: clientSecret, embedded: '1', origin: window.location.origin }).toString();
    var view;
    var stopListening = function () {};
    var onEscape = function (event) {
      if (event.key === 'Escape') abandon();
    };
    var end = function () {
      if (finished) return false;
      finished = true;
      stopListening();
      document.removeEventListener('keydown', onEscape);
      view.overlay.remove();
      return true;
    };
    var abandon = function () {
      if (!end()) return;
      var params = { client_secret: clientSecret };
      var source = intent.next_action && intent.next_action.use_stripe_sdk && intent.next_action.use_stripe_sdk.source;
      if (source) params.source = source;
      parts.api(key, 'POST', '/v1/payment_intents/' + intent.id + '/source_cancel', params).then(function (body) {
        // Canceled, or already over (the customer chose just before closing): either way, read where it stands.
        resolve(body.error ? readIntent(key, intent.id, clientSecret) : resultOfIntent(body));
      });
    };
    view = overlayOf(src, abandon);
    stopListening = parts.listenToFrame(view.frame, function (type, data) {
      if (type !== '3ds-finished' || data.intent !== intent.id || !end()) return;
      resolve(readIntent(key, intent.id, clientSecret));
    });
    document.addEventListener('keydown', onEscape);
    document.body.appendChild(view.overlay);
    view.close.focus();
  });
};

parts.handleNextAction = function (key, params) {
  if (!params || typeof params !== 'object') throw parts.integrationError('Invalid value for handleNextAction: the argument should be an object with a clientSecret.');
  var clientSecret = params.clientSecret;
  var intentId = parts.intentIdOf(clientSecret, 'handleNextAction');
  return parts.api(key, 'GET', '/v1/payment_intents/' + intentId, { client_secret: clientSecret }).then(function (body) {
    if (body.error) return { error: body.error };
    var type = body.next_action && body.next_action.type;
    if (body.status !== 'requires_action' || (type !== 'use_stripe_sdk' && type !== 'redirect_to_url')) return resultOfIntent(body);
    return challenge(key, body, clientSecret);
  });
};
