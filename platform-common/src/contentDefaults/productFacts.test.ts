import { DEFAULT_BRAND } from '../brand/defaultBrand';
import { DEFAULT_BRAND_SUPPORT_HOURS, MISSING_FEATURES, OPEN_PROMISES, unkeptPromises } from './productFacts';

const WEEKDAYS = 'Mon-Fri 9am-6pm EST';

describe('reading a text against the product facts', () => {
  test("the built-in default brand answers its phone at the product's default hours", () => {
    expect(DEFAULT_BRAND.contact.hours).toBe(DEFAULT_BRAND_SUPPORT_HOURS);
  });

  test('24/7 support beside weekday hours is a promise the product does not keep', () => {
    expect(unkeptPromises(`24/7 Support +1 (888) 325-5180 · ${WEEKDAYS}`, WEEKDAYS)).toEqual([
      `round-the-clock support, though the phone is answered ${WEEKDAYS}`,
    ]);
    expect(unkeptPromises('Travel experts on call 24 hours a day, 7 days a week', WEEKDAYS)).toHaveLength(1);
  });

  test('24/7 support is true of a brand whose phone is answered round the clock', () => {
    expect(unkeptPromises('24/7 Support: call us at any hour, 24 hours a day.', '24/7')).toEqual([]);
  });

  test("a page stating hours other than its brand's does not state the brand's", () => {
    expect(unkeptPromises(`Call us, ${WEEKDAYS}.`, 'Mon-Fri 8am-4pm CET')).toEqual([
      `hours other than the brand's (Mon-Fri 8am-4pm CET): "Mon-Fri"`,
    ]);
    expect(unkeptPromises('Call us, Monday to Friday, 9am to 6pm.', 'Every day 8am-10pm ET')).toHaveLength(1);
    expect(
      unkeptPromises(
        'Call us, Every day 8am-10pm ET. Check-in opens 24-48 hours before departure.',
        'Every day 8am-10pm ET',
      ),
    ).toEqual([]);
  });

  test('a cookie policy may not describe a "stay signed in" choice or language and currency preferences the site lacks', () => {
    expect(unkeptPromises('Keeps you signed in when you choose to stay signed in.', WEEKDAYS)).toHaveLength(1);
    expect(unkeptPromises('Remembers your last trip type, language and currency.', WEEKDAYS)).toHaveLength(1);
    expect(unkeptPromises('Remembers your last trip type.', WEEKDAYS)).toEqual([]);
  });

  test('a feature the product lacks may be promised only while its issue is open', () => {
    expect(unkeptPromises('We accept cards, PayPal and Apple Pay.', WEEKDAYS)).toEqual([
      'PayPal, Apple Pay or Google Pay, which the product does not have: "PayPal"',
    ]);
    // Issue 18 is open: its two promises are allowed until it closes and its lines go.
    expect(OPEN_PROMISES).toEqual([
      { feature: 'price alerts', issue: 18 },
      { feature: 'free changes within 24 hours of booking', issue: 18 },
    ]);
    expect(unkeptPromises('Set price alerts, and book with free changes within 24 hours.', WEEKDAYS)).toEqual([]);
  });

  test('every open promise is one of the missing features, so it cannot hide a kept one', () => {
    for (const { feature } of OPEN_PROMISES) expect(Object.keys(MISSING_FEATURES)).toContain(feature);
  });

  test('words meant for developers are never for travellers', () => {
    expect(unkeptPromises('404 Page Not Found. Did you forget to add the page to the router?', WEEKDAYS)).toEqual([
      'words meant for developers: "add the page to the router"',
    ]);
    expect(unkeptPromises('Call {{brand.phone}}', WEEKDAYS)).toEqual(['words meant for developers: "{{brand.phone}}"']);
    expect(unkeptPromises('Total: NaN', WEEKDAYS)).toHaveLength(1);
  });
});
