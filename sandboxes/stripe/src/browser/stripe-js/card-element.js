/* global parts */
// The sandbox's Stripe.js, part 2: elements() and the card Element. The fields live in a frame of
// the sandbox's origin: this page's scripts see events (brand, complete, errors), never the card.

var CARD_EVENTS = ['ready', 'change', 'focus', 'blur', 'escape', 'networkschange', 'loaderror', 'loaderstart'];
var frameCount = 0;

/** Element → what createPaymentMethod needs of it, out of the page's reach. */
parts.cardControllers = new WeakMap();

var targetOf = function (domElementOrSelector) {
  if (typeof domElementOrSelector === 'string') {
    var found = document.querySelector(domElementOrSelector);
    if (!found) {
      throw parts.integrationError('The selector you specified (' + domElementOrSelector + ') applies to no DOM elements that are currently on the page.\nMake sure the element exists on the page before calling mount().');
    }
    return found;
  }
  if (domElementOrSelector && domElementOrSelector.nodeType === 1) return domElementOrSelector;
  throw parts.integrationError('Invalid DOM element. Make sure to call mount() with a valid DOM element or selector.');
};

var setClasses = function (container, state) {
  if (!container) return;
  container.classList.add('StripeElement');
  container.classList.toggle('StripeElement--empty', state.empty);
  container.classList.toggle('StripeElement--complete', state.complete);
  container.classList.toggle('StripeElement--invalid', state.invalid);
  container.classList.toggle('StripeElement--focus', state.focus);
};

var createCardElement = function (key, initialOptions, onDestroy) {
  var options = Object.assign({}, initialOptions);
  var element = {};
  var events = parts.emitter(CARD_EVENTS, element);
  var mounted = null; // { container, wrapper, frame, stopListening }
  var destroyed = false;
  var frameReady = false;
  var whenReady = [];
  var pending = {};
  var nextRequest = 0;
  var state = { empty: true, complete: false, invalid: false, focus: false };

  var alive = function () {
    if (destroyed) throw parts.integrationError('This Element has already been destroyed. Please create a new one.');
  };
  var tell = function (type, data) {
    if (mounted && frameReady) parts.tellFrame(mounted.frame, type, data);
  };
  var settlePending = function (result) {
    Object.keys(pending).forEach(function (id) {
      pending[id](result);
      delete pending[id];
    });
  };

  var onFrameMessage = function (type, data) {
    if (type === 'ready') {
      frameReady = true;
      tell('update', { options: options });
      whenReady.splice(0).forEach(function (run) { run(); });
      events.emit('ready', { elementType: 'card' });
    } else if (type === 'resize' && typeof data.height === 'number') {
      mounted.frame.style.height = Math.max(0, Math.min(data.height, 400)) + 'px';
    } else if (type === 'change' && data.event) {
      state.empty = Boolean(data.event.empty);
      state.complete = Boolean(data.event.complete);
      state.invalid = Boolean(data.event.error);
      setClasses(mounted.container, state);
      events.emit('change', data.event);
    } else if (type === 'focus' || type === 'blur') {
      state.focus = type === 'focus';
      setClasses(mounted.container, state);
      events.emit(type, { elementType: 'card' });
    } else if (type === 'escape') {
      events.emit('escape', { elementType: 'card' });
    } else if (type === 'payment-method' && pending[data.requestId]) {
      pending[data.requestId](data.result);
      delete pending[data.requestId];
    }
  };

  element.mount = function (domElementOrSelector) {
    alive();
    if (mounted) throw parts.integrationError('This Element is already mounted. Use `unmount()` to unmount the Element before re-mounting.');
    var container = targetOf(domElementOrSelector);
    var wrapper = document.createElement('div');
    wrapper.className = '__PrivateStripeElement';
    Object.assign(wrapper.style, { margin: '0', padding: '0', border: 'none', display: 'block', background: 'transparent', position: 'relative', opacity: '1' });
    var frame = document.createElement('iframe');
    frame.name = '__privateStripeFrame' + ++frameCount;
    frame.title = 'Secure card payment input frame';
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('allowtransparency', 'true');
    frame.setAttribute('scrolling', 'no');
    frame.setAttribute('tabindex', '-1');
    Object.assign(frame.style, { border: 'none', margin: '0', padding: '0', width: '1px', minWidth: '100%', overflow: 'hidden', display: 'block', userSelect: 'none', height: '24px' });
    frame.src = parts.sandboxOrigin + '/sandbox/elements/card?' + new URLSearchParams({ origin: window.location.origin, key: key }).toString();
    mounted = { container: container, wrapper: wrapper, frame: frame, stopListening: parts.listenToFrame(frame, onFrameMessage) };
    wrapper.appendChild(frame);
    container.appendChild(wrapper);
    setClasses(container, state);
  };

  element.unmount = function () {
    alive();
    if (!mounted) return;
    mounted.stopListening();
    mounted.wrapper.remove();
    ['StripeElement', 'StripeElement--empty', 'StripeElement--complete', 'StripeElement--invalid', 'StripeElement--focus'].forEach(function (name) {
      mounted.container.classList.remove(name);
    });
    mounted = null;
    frameReady = false;
    state = { empty: true, complete: false, invalid: false, focus: false };
    settlePending({ error: { type: 'validation_error', code: 'element_unmounted', message: 'The card Element was unmounted before the payment method was created.' } });
  };

  element.destroy = function () {
    alive();
    element.unmount();
    destroyed = true;
    whenReady = [];
    onDestroy();
  };

  element.update = function (updates) {
    alive();
    if (!updates || typeof updates !== 'object') throw parts.integrationError('Invalid value for update(): options should be an object.');
    options = Object.assign({}, options, updates);
    tell('update', { options: options });
  };

  element.focus = function () {
    alive();
    tell('focus');
  };
  element.blur = function () {
    alive();
    tell('blur');
  };
  element.clear = function () {
    alive();
    tell('clear');
  };
  element.on = events.on;
  element.once = events.once;
  element.off = events.off;

  parts.cardControllers.set(element, {
    createPaymentMethod: function (data) {
      if (destroyed || !mounted) {
        return Promise.reject(parts.integrationError('We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.'));
      }
      return new Promise(function (resolve) {
        var requestId = String(++nextRequest);
        pending[requestId] = resolve;
        var send = function () {
          tell('create-payment-method', { requestId: requestId, data: data });
        };
        if (frameReady) send();
        else whenReady.push(send);
      });
    },
  });
  return element;
};

/** stripe.elements(options): a group holding at most one card Element. */
parts.createElements = function (key, groupOptions) {
  var options = Object.assign({}, groupOptions);
  var created = {};
  return {
    create: function (type, elementOptions) {
      if (type !== 'card') throw parts.integrationError('The offline Stripe sandbox implements the card Element only, not "' + String(type) + '".');
      if (created.card) throw parts.integrationError('Can only create one Element of type card.');
      created.card = createCardElement(key, elementOptions || {}, function () {
        delete created.card;
      });
      return created.card;
    },
    // As Stripe.js: a type name, or a React wrapper's component, which names its type in __elementType.
    getElement: function (type) {
      var name = typeof type === 'string' ? type : type && type.__elementType;
      return (typeof name === 'string' && created[name]) || null;
    },
    update: function (updates) {
      options = Object.assign({}, options, updates);
    },
    fetchUpdates: function () {
      return Promise.resolve({});
    },
  };
};
