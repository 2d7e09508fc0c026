/* global parts */
// The sandbox's Stripe.js, part 4: window.Stripe(publishableKey), the object the portal and
// @stripe/react-stripe-js use. Version 'endive', the release train @stripe/stripe-js 10 expects.

var CREATE_PAYMENT_METHOD_PARAMS = ['type', 'card', 'billing_details', 'metadata'];

var checkKey = function (key) {
  if (typeof key !== 'string' || key === '') {
    throw parts.integrationError('Invalid value for Stripe(): apiKey should be a string. You specified: ' + (key === '' ? 'an empty string' : typeof key) + '.');
  }
  if (/^(sk|rk)_/.test(key)) throw parts.integrationError('You should not use your secret key with Stripe.js.\nPlease pass a publishable key instead.');
  if (!/^pk_(test|live)_/.test(key)) throw parts.integrationError('Invalid value for Stripe(): apiKey should be a publishable key (pk_test_…).');
};

var createPaymentMethod = function (key, params) {
  if (!params || typeof params !== 'object') throw parts.integrationError('Invalid value for createPaymentMethod: the argument should be an object.');
  if (params.elements) {
    return Promise.resolve({ error: parts.notImplemented('createPaymentMethod with the Payment Element', 'mount the card Element and pass it as `card`.') });
  }
  var unknown = Object.keys(params).filter(function (name) {
    return CREATE_PAYMENT_METHOD_PARAMS.indexOf(name) < 0;
  });
  if (unknown.length) throw parts.integrationError('Invalid value for createPaymentMethod: ' + unknown[0] + ' is not a parameter the offline Stripe sandbox accepts.');
  if (params.type !== 'card') throw parts.integrationError('Invalid value for createPaymentMethod: type should be card (the only type the offline Stripe sandbox implements).');
  var controller = params.card ? parts.cardControllers.get(params.card) : undefined;
  if (!controller) throw parts.integrationError('Invalid value for createPaymentMethod: card should be a card Element made by this Stripe.js.');
  return controller.createPaymentMethod({ billing_details: params.billing_details, metadata: params.metadata });
};

var Stripe = function (key) {
  checkKey(key);
  var wrappers = [];
  var appInfo = null;
  return {
    elements: function (options) {
      return parts.createElements(key, options || {});
    },
    createPaymentMethod: function (params) {
      return createPaymentMethod(key, params);
    },
    handleNextAction: function (params) {
      return parts.handleNextAction(key, params);
    },
    retrievePaymentIntent: function (clientSecret) {
      return parts.retrievePaymentIntent(key, clientSecret);
    },
    createToken: function () {
      return Promise.resolve({ error: parts.notImplemented('createToken', 'create a PaymentMethod with stripe.createPaymentMethod.') });
    },
    confirmCardPayment: function () {
      return Promise.resolve({ error: parts.notImplemented('confirmCardPayment', 'create a PaymentMethod with stripe.createPaymentMethod, confirm on the server, then call stripe.handleNextAction.') });
    },
    registerAppInfo: function (info) {
      appInfo = info;
      return appInfo;
    },
    _registerWrapper: function (wrapper) {
      wrappers.push(wrapper);
    },
  };
};
Stripe.version = 'endive';
window.Stripe = Stripe;
