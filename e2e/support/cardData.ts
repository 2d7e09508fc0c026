/** Stripe's documented test card numbers (stripe.com/docs/testing): every one the suites may type. */
export const STRIPE_TEST_CARDS = [
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
  '3056930009020004',
  '36227206271667',
  '3566002020360505',
  '6200000000000005',
  '4000000000000002',
  '4000000000009995',
  '4000000000009987',
  '4000000000000069',
  '4000000000000127',
  '4000000000000119',
  '4000002760003184',
  '4000002500003155',
  '4000000000003220',
] as const;

/** The card numbers and the CVC the e2e specs send, so the scan knows exactly what to look for. */
export const E2E_CARDS = { visa: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;
/** Four digits (allowed for any card here) that no id, price or date of the suites contains. */
export const E2E_CVC = '8642';

export interface CardFinding {
  what: string;
  /** The text around it, so the report says where it was. */
  context: string;
}

export const luhnValid = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
};

/** Issuer prefixes of the card networks (Visa, Mastercard, Amex, Discover, Diners, JCB, UnionPay, Maestro). */
const CARD_PREFIX = /^(4|5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720)|3[47]|30[0-5]|3[68]|35|6011|64[4-9]|65|62|5[06-8]|6\d)/;

// 13-19 digits with nothing alphanumeric on either side, either as one run or in groups of four
// (then 1-3) joined by the same space or dash: how a card number is typed, stored or logged.
const DIGIT_RUN =
  /(?<![A-Za-z0-9])(\d{13,19}|\d{4}([ -])\d{4}(\2\d{4}){1,2}(\2\d{1,3})?|\d{4}([ -])\d{6}\5\d{5})(?![A-Za-z0-9])/g;

const around = (text: string, index: number, length: number) =>
  text.slice(Math.max(0, index - 60), index + length + 60).replace(/\s+/g, ' ');

const variants = (digits: string) => [
  digits,
  digits.replace(/(\d{4})(?=\d)/g, '$1 '),
  digits.replace(/(\d{4})(?=\d)/g, '$1-'),
];

/**
 * Card data in a piece of text (a log, a database row as JSON): any Stripe test number however
 * grouped, any other 13-19 digit number that passes Luhn and starts like a card, and the CVCs given,
 * as a value of their own (JSON string, form or query field) or after a card-security-code name.
 */
export const findCardData = (text: string, { cvcs = [E2E_CVC] }: { cvcs?: string[] } = {}): CardFinding[] => {
  const findings: CardFinding[] = [];
  for (const number of STRIPE_TEST_CARDS) {
    for (const shape of variants(number)) {
      const at = text.indexOf(shape);
      if (at >= 0) findings.push({ what: `the Stripe test card ${number}`, context: around(text, at, shape.length) });
    }
  }
  for (const match of text.matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/\D/g, '');
    if (
      digits.length >= 13 &&
      digits.length <= 19 &&
      CARD_PREFIX.test(digits) &&
      luhnValid(digits) &&
      !(STRIPE_TEST_CARDS as readonly string[]).includes(digits)
    ) {
      findings.push({
        what: `a card number (${digits.slice(0, 6)}…, passes Luhn)`,
        context: around(text, match.index ?? 0, match[0].length),
      });
    }
  }
  for (const cvc of cvcs) {
    const asValue = new RegExp(
      `"${cvc}"|=${cvc}(?![0-9])|\\b(cvc|cvv|cvc2|cvv2|csc|security_?code)\\W{1,4}${cvc}(?![0-9])`,
      'gi',
    );
    for (const match of text.matchAll(asValue))
      findings.push({ what: `the CVC ${cvc}`, context: around(text, match.index ?? 0, match[0].length) });
  }
  return findings;
};
