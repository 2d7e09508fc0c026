import { BRAND_KEY, FONT_FAMILY, HEX_COLOUR, HOST_NAME, TRACKING_ID, isSafeUrl, type Brand } from '@portal/platform';
import { BRAND_NAME, EMAIL_ADDRESS, PHONE_NUMBER, PLAIN_TEXT } from '@portal/platform/vocabulary/answers';
import {
  answerOf,
  array,
  integer,
  matching,
  numberBetween,
  object,
  REFUSED,
  string,
  trimmed,
  type Reader,
} from '@portal/platform/json-readers';

// The brand list is the first answer of /admin/brands: read without zod (about 33 KB with the
// contracts), held to adminBrandListSchema by a property test (readBrands.test.ts). Saving a brand
// still goes through brandSchema, which the editor loads anyway.

const within = (max: number, pattern: RegExp, min = 0) =>
  string((text) => text.length >= min && text.length <= max && pattern.test(text));
const safeUrl = string((text) => text.length <= 2048 && isSafeUrl(text));
const optionalUrl = string((text) => text === '' || (text.length <= 2048 && isSafeUrl(text)));
/** z.array(…).max(max) */
const atMost =
  <T>(max: number, read: Reader<T[]>): Reader<T[]> =>
  (value) =>
    Array.isArray(value) && value.length > max ? REFUSED : read(value);
const hexColour = matching(HEX_COLOUR);
const plainText = (max: number) => trimmed((text) => text.length >= 1 && text.length <= max && PLAIN_TEXT.test(text));

export const readBrand: Reader<Brand> = object({
  key: within(253, BRAND_KEY, 1),
  name: trimmed((text) => text.length >= 1 && text.length <= 80 && BRAND_NAME.test(text)),
  domains: atMost(20, array(within(253, HOST_NAME))),
  logo: safeUrl,
  theme: object({
    primary: hexColour,
    secondary: hexColour,
    accent: hexColour,
    background: hexColour,
    text: hexColour,
    font: within(60, FONT_FAMILY, 1),
  }),
  contact: object({
    email: within(254, EMAIL_ADDRESS),
    phone: within(40, PHONE_NUMBER, 3),
    address: plainText(300),
    hours: plainText(80),
  }),
  social: object({ facebook: optionalUrl, twitter: optionalUrl, instagram: optionalUrl }),
  markup: object({
    percent: numberBetween(0, 100),
    fixedAmount: integer(0, 100_000_00),
    currency: matching(/^[A-Z]{3}$/),
  }),
  trackingId: within(64, TRACKING_ID),
});

export const brandListFrom: (body: unknown) => Brand[] = answerOf(array(readBrand), 'The brand list');
