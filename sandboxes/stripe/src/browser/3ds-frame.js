// The end page of an embedded 3-D Secure challenge: tells the page whose overlay frames it that
// the challenge is over. Only that page's origin (given by the sandbox, checked there) can read it.
(function () {
  'use strict';
  var data = document.body.dataset;
  if (!data.parentOrigin || !data.intent || window.parent === window) return;
  window.parent.postMessage({ type: 'stripe-sandbox:3ds-finished', intent: data.intent }, data.parentOrigin);
})();
