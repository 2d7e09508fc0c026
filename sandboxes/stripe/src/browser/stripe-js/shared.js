/* global parts */
// The sandbox's Stripe.js, part 1: what the other parts share. GET /v3/ serves the parts as one
// script, in one function scope where `parts` holds `sandboxOrigin` (the origin it came from).

/** Every message between this script and the sandbox's frames has a type with this prefix. */
parts.PREFIX = 'stripe-sandbox:';

/** Stripe.js throws an IntegrationError when it is called the wrong way (not for a declined card). */
parts.integrationError = function (message) {
  var error = new Error(message);
  error.name = 'IntegrationError';
  return error;
};

parts.notImplemented = function (method, instead) {
  return {
    type: 'invalid_request_error',
    code: 'sandbox_not_implemented',
    message: 'The offline Stripe sandbox does not implement stripe.' + method + ': ' + instead,
  };
};

/** `id_secret_…` → the intent id; anything else is an IntegrationError, as in Stripe.js. */
parts.intentIdOf = function (clientSecret, method) {
  var match = typeof clientSecret === 'string' ? /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret) : null;
  if (!match) {
    throw parts.integrationError(
      'Invalid value for ' + method + ': clientSecret should be a client secret of the form ${id}_secret_${secret}. You specified: ' + String(clientSecret) + '.',
    );
  }
  return match[1];
};

/** Stripe's form encoding: nested objects as bracket keys (billing_details[address][city]). */
parts.encodeForm = function (params, prefix, into) {
  var form = into || new URLSearchParams();
  Object.keys(params).forEach(function (name) {
    var value = params[name];
    var key = prefix ? prefix + '[' + name + ']' : name;
    if (value === undefined || value === null) return;
    if (typeof value === 'object') parts.encodeForm(value, key, form);
    else form.append(key, String(value));
  });
  return form;
};

/**
 * One call to the sandbox's API with the publishable key as the `key` parameter, as Stripe.js
 * sends it (a simple cross-origin request). Resolves with the answer's JSON or `{ error }`.
 */
parts.api = function (key, method, path, params) {
  var form = parts.encodeForm(Object.assign({ key: key }, params));
  var url = parts.sandboxOrigin + path + (method === 'GET' ? '?' + form.toString() : '');
  var init = method === 'GET' ? { method: 'GET' } : { method: method, body: form };
  return fetch(url, Object.assign(init, { credentials: 'omit', referrerPolicy: 'no-referrer' })).then(
    function (response) {
      return response.json().then(function (body) {
        return response.ok ? body : { error: body && body.error ? body.error : { type: 'api_error', message: 'The Stripe sandbox answered ' + response.status + '.' } };
      });
    },
    function () {
      return { error: { type: 'api_connection_error', message: 'An error occurred with our connection to Stripe.' } };
    },
  );
};

/** on / once / off / emit, as Elements have them. */
parts.emitter = function (known, owner) {
  var handlers = {};
  var check = function (event, handler, needsHandler) {
    if (known.indexOf(event) < 0) throw parts.integrationError('Unknown event "' + String(event) + '": this Element emits ' + known.join(', ') + '.');
    if (needsHandler && typeof handler !== 'function') throw parts.integrationError('The handler for "' + event + '" must be a function.');
  };
  var off = function (event, handler) {
    check(event, handler, false);
    handlers[event] = handler ? (handlers[event] || []).filter(function (entry) { return entry.handler !== handler && entry.original !== handler; }) : [];
    return owner;
  };
  return {
    on: function (event, handler) {
      check(event, handler, true);
      (handlers[event] = handlers[event] || []).push({ handler: handler });
      return owner;
    },
    once: function (event, handler) {
      check(event, handler, true);
      var entry = { original: handler };
      entry.handler = function (payload) {
        off(event, entry.handler);
        handler(payload);
      };
      (handlers[event] = handlers[event] || []).push(entry);
      return owner;
    },
    off: off,
    emit: function (event, payload) {
      (handlers[event] || []).slice().forEach(function (entry) {
        entry.handler(payload);
      });
    },
  };
};

/**
 * Messages from one of the sandbox's frames: from the sandbox's origin AND that very frame,
 * anything else (another frame, another origin, the page itself) is ignored.
 */
parts.listenToFrame = function (frame, onMessage) {
  var listener = function (event) {
    if (event.origin !== parts.sandboxOrigin || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (!data || typeof data.type !== 'string' || data.type.indexOf(parts.PREFIX) !== 0) return;
    onMessage(data.type.slice(parts.PREFIX.length), data);
  };
  window.addEventListener('message', listener);
  return function () {
    window.removeEventListener('message', listener);
  };
};

/** To a frame of the sandbox, and to nowhere else should the frame have been navigated away. */
parts.tellFrame = function (frame, type, data) {
  if (frame.contentWindow) frame.contentWindow.postMessage(Object.assign({ type: parts.PREFIX + type }, data), parts.sandboxOrigin);
};
