// The card Element's fields, in a frame of the sandbox's origin: the number, expiry and CVC are
// typed, checked and sent to the sandbox's API here, and never leave this frame otherwise. The
// page that framed it (its origin is given by the sandbox, which lets only that origin frame it)
// hears change events and gets back a PaymentMethod; messages from anyone else are ignored.
(function () {
  'use strict';
  var PREFIX = 'stripe-sandbox:';
  var data = document.body.dataset;
  var parentOrigin = data.parentOrigin;
  var key = data.key;
  var today = data.thisMonth.split('-').map(Number);
  var fields = {
    number: document.querySelector('input[name="cardnumber"]'),
    expiry: document.querySelector('input[name="exp-date"]'),
    cvc: document.querySelector('input[name="cvc"]'),
  };
  var ORDER = ['number', 'expiry', 'cvc'];
  var touched = { number: false, expiry: false, cvc: false };
  var focused = false;
  var lastChange = '';

  // [brand, prefix, lengths, CVC length]: Stripe's brands, as the sandbox's API reads them.
  var BRANDS = [
    ['amex', /^3[47]/, [15], 4],
    ['visa', /^4/, [16], 3],
    ['mastercard', /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/, [16], 3],
    ['discover', /^(6011|64[4-9]|65)/, [16, 19], 3],
    ['jcb', /^35(2[89]|[3-8])/, [16, 19], 3],
    ['diners', /^(30[0-59]|3[689])/, [14, 16], 3],
    ['unionpay', /^62/, [16, 17, 18, 19], 3],
  ];
  var UNKNOWN = ['unknown', null, [16], 4];
  var MESSAGES = {
    incomplete_number: 'Your card number is incomplete.',
    invalid_number: 'Your card number is invalid.',
    incomplete_expiry: "Your card's expiration date is incomplete.",
    invalid_expiry_month: "Your card's expiration month is invalid.",
    invalid_expiry_month_past: "Your card's expiration date is in the past.",
    invalid_expiry_year: "Your card's expiration year is invalid.",
    invalid_expiry_year_past: "Your card's expiration year is in the past.",
    incomplete_cvc: "Your card's security code is incomplete.",
  };

  var tell = function (type, extra) {
    window.parent.postMessage(Object.assign({ type: PREFIX + type }, extra), parentOrigin);
  };
  var digitsOf = function (input) {
    return input.value.replace(/\D/g, '');
  };
  var brandOf = function (digits) {
    return (
      BRANDS.find(function (brand) {
        return brand[1].test(digits);
      }) || UNKNOWN
    );
  };
  var luhnValid = function (digits) {
    var sum = 0;
    for (var index = 0; index < digits.length; index++) {
      var digit = Number(digits[digits.length - 1 - index]);
      if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return digits.length > 0 && sum % 10 === 0;
  };
  var fail = function (code) {
    return { type: 'validation_error', code: code, message: MESSAGES[code] };
  };
  /** As in Stripe's Element: an unfinished field is an error once the customer has left it (or pays). */
  var unfinishedShown = function (name, digits, force) {
    return force || (digits !== '' && touched[name] && document.activeElement !== fields[name]);
  };

  // Each field's state: empty, complete, and an error (an incomplete field only once left, or when forced).
  var numberState = function (force) {
    var digits = digitsOf(fields.number);
    var brand = brandOf(digits);
    var lengths = brand[2];
    var longest = Math.max.apply(null, lengths);
    var valid = luhnValid(digits);
    var complete = lengths.indexOf(digits.length) >= 0 && valid;
    var error =
      digits.length >= longest && !valid
        ? fail('invalid_number')
        : !complete && unfinishedShown('number', digits, force)
          ? fail('incomplete_number')
          : undefined;
    return { empty: !digits, complete: complete, error: error, brand: brand[0], digits: digits };
  };
  /**
   * What the expiry field holds, read as people type or paste it: MM / YY or MM / YYYY, with or
   * without a separator ('1/29' → 01 / 29, '12/2029' and '122029' → 12 / 29). A year that so far
   * reads '20', '202' (the start of 2029) waits for its next digits instead of being taken for 2020.
   */
  var readExpiry = function (raw) {
    var parts = /^\s*(\d{1,2})\s*[/\-.\s]+\s*(.*)$/.exec(raw);
    var digits = raw.replace(/\D/g, '');
    var month = parts
      ? parts[1].length === 1 && parts[1] !== '0'
        ? '0' + parts[1]
        : parts[1]
      : /^[2-9]/.test(digits)
        ? '0' + digits[0]
        : digits.slice(0, 2);
    var year = (parts ? parts[2].replace(/\D/g, '') : digits.slice(/^[2-9]/.test(digits) ? 1 : 2)).slice(0, 4);
    var century = String(today[0]).slice(0, 2);
    if (year.length === 4 && year.slice(0, 2) === century) year = year.slice(2);
    var awaitingYear =
      year.length > 2 ? year.slice(0, 2) === century : year === century && Number(century) < today[0] % 100;
    if (!awaitingYear) year = year.slice(0, 2);
    return { month: month, year: year, awaitingYear: awaitingYear, text: year ? month + ' / ' + year : month };
  };
  var expiryState = function (force) {
    var typed = readExpiry(fields.expiry.value);
    var digits = typed.month + typed.year;
    var month = Number(typed.month);
    var year = 2000 + Number(typed.year.slice(0, 2));
    var left = unfinishedShown('expiry', digits, force);
    var settled = digits.length === 4 && (!typed.awaitingYear || left);
    var error;
    if (typed.month.length === 2 && (month < 1 || month > 12)) error = fail('invalid_expiry_month');
    else if (settled && year < today[0]) error = fail('invalid_expiry_year_past');
    else if (settled && year === today[0] && month < today[1]) error = fail('invalid_expiry_month_past');
    else if (settled && year > today[0] + 50) error = fail('invalid_expiry_year');
    else if (!settled && left) error = fail('incomplete_expiry');
    return { empty: !digits, complete: settled && !error, error: error, month: month, year: year };
  };
  var cvcState = function (force, brand) {
    var digits = digitsOf(fields.cvc);
    var needed = brand === 'unknown' ? [3, 4] : brand === 'amex' ? [4] : [3];
    var complete = needed.indexOf(digits.length) >= 0;
    var error = !complete && unfinishedShown('cvc', digits, force) ? fail('incomplete_cvc') : undefined;
    return { empty: !digits, complete: complete, error: error, digits: digits };
  };
  var states = function (force) {
    var number = numberState(force);
    return { number: number, expiry: expiryState(force), cvc: cvcState(force, number.brand) };
  };

  var changeEvent = function (force) {
    var all = states(force);
    var firstError = ORDER.map(function (name) {
      return all[name].error;
    }).find(Boolean);
    ORDER.forEach(function (name) {
      fields[name].classList.toggle('invalid', Boolean(all[name].error));
      fields[name].setAttribute('aria-invalid', String(Boolean(all[name].error)));
    });
    return {
      all: all,
      event: {
        elementType: 'card',
        empty: ORDER.every(function (name) {
          return all[name].empty;
        }),
        complete: ORDER.every(function (name) {
          return all[name].complete;
        }),
        brand: all.number.brand,
        value: { postalCode: '' },
        error: firstError,
      },
    };
  };
  var emitChange = function (force) {
    var change = changeEvent(force);
    var text = JSON.stringify(change.event);
    if (text !== lastChange) {
      lastChange = text;
      tell('change', { event: change.event });
    }
    return change;
  };

  // Typing: the number in groups (4-6-5 for Amex), the expiry as MM / YY (readExpiry), the CVC as digits.
  var format = {
    number: function (digits) {
      var brand = brandOf(digits);
      var cut = digits.slice(0, Math.max.apply(null, brand[2]));
      var groups = brand[0] === 'amex' || (brand[0] === 'diners' && cut.length <= 14) ? [4, 6, 5] : [4, 4, 4, 4, 3];
      var out = [];
      for (var index = 0, start = 0; start < cut.length; index++) {
        out.push(cut.slice(start, start + groups[index]));
        start += groups[index];
      }
      return out.join(' ');
    },
    cvc: function (digits) {
      return digits.slice(0, brandOf(digitsOf(fields.number))[3]);
    },
  };
  ORDER.forEach(function (name, index) {
    var input = fields[name];
    input.addEventListener('input', function () {
      input.value = name === 'expiry' ? readExpiry(input.value).text : format[name](digitsOf(input));
      var change = emitChange(false);
      var next = fields[ORDER[index + 1]];
      if (next && change.all[name].complete && document.activeElement === input) next.focus();
    });
    input.addEventListener('blur', function () {
      touched[name] = true;
      emitChange(false);
    });
  });

  document.addEventListener('focusin', function () {
    if (focused) return;
    focused = true;
    tell('focus');
  });
  document.addEventListener('focusout', function (event) {
    if (
      ORDER.some(function (name) {
        return fields[name] === event.relatedTarget;
      })
    )
      return;
    focused = false;
    tell('blur');
  });
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') tell('escape');
  });

  // style.base / style.invalid (colour, font…) and `disabled`, applied simply.
  var CSS_VALUE = /^[#(),.%\w\s'"-]{0,100}$/;
  var sheet = document.createElement('style');
  document.head.appendChild(sheet);
  var rule = function (selector, properties) {
    if (!properties || typeof properties !== 'object') return '';
    var css = Object.keys(properties)
      .filter(function (name) {
        return (
          typeof properties[name] !== 'object' && CSS_VALUE.test(String(properties[name])) && /^[a-zA-Z]+$/.test(name)
        );
      })
      .map(function (name) {
        return (
          name.replace(/[A-Z]/g, function (upper) {
            return '-' + upper.toLowerCase();
          }) +
          ':' +
          String(properties[name])
        );
      })
      .join(';');
    return css ? selector + '{' + css + '}' : '';
  };
  var applyOptions = function (options) {
    var style = (options && options.style) || {};
    var base = style.base || {};
    var invalid = style.invalid || {};
    sheet.textContent = [
      rule('.card', base),
      rule('input::placeholder', base['::placeholder']),
      rule('input.invalid', invalid),
    ].join('');
    ORDER.forEach(function (name) {
      fields[name].disabled = Boolean(options && options.disabled);
    });
    tell('resize', { height: Math.ceil(document.querySelector('.card').getBoundingClientRect().height) });
  };

  var encode = function (params, prefix, form) {
    Object.keys(params).forEach(function (name) {
      var value = params[name];
      var field = prefix ? prefix + '[' + name + ']' : name;
      if (value === undefined || value === null) return;
      if (typeof value === 'object') encode(value, field, form);
      else form.append(field, String(value));
    });
    return form;
  };
  var createPaymentMethod = function (requestId, details) {
    ORDER.forEach(function (name) {
      touched[name] = true;
    });
    var change = emitChange(true);
    var reply = function (result) {
      tell('payment-method', { requestId: requestId, result: result });
    };
    if (change.event.error) return reply({ error: change.event.error });
    var all = change.all;
    var card = {
      number: all.number.digits,
      exp_month: all.expiry.month,
      exp_year: all.expiry.year,
      cvc: all.cvc.digits,
    };
    var form = encode(
      {
        key: key,
        type: 'card',
        card: card,
        billing_details: details && details.billing_details,
        metadata: details && details.metadata,
      },
      '',
      new URLSearchParams(),
    );
    fetch('/v1/payment_methods', { method: 'POST', body: form, credentials: 'omit' })
      .then(function (response) {
        return response.json().then(function (body) {
          reply(response.ok ? { paymentMethod: body } : { error: body.error });
        });
      })
      .catch(function () {
        reply({ error: { type: 'api_connection_error', message: 'An error occurred with our connection to Stripe.' } });
      });
  };

  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    var message = event.data;
    if (!message || typeof message.type !== 'string' || message.type.indexOf(PREFIX) !== 0) return;
    var type = message.type.slice(PREFIX.length);
    if (type === 'update') applyOptions(message.options);
    else if (type === 'focus') fields.number.focus();
    else if (type === 'blur' && document.activeElement) document.activeElement.blur();
    else if (type === 'clear') {
      ORDER.forEach(function (name) {
        fields[name].value = '';
        touched[name] = false;
      });
      emitChange(false);
    } else if (type === 'create-payment-method') createPaymentMethod(String(message.requestId), message.data);
  });

  tell('ready');
})();
