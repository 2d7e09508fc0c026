import type { AlertSearch } from '@portal/platform-common/contracts';
import { compose, DEFAULT_BRAND_NAME, type AccountEmail } from '../auth/accountEmails';

const routeOf = (search: AlertSearch): string =>
  `${search.origin} to ${search.destination} on ${search.departureDate}${
    search.returnDate ? `, returning ${search.returnDate}` : ''
  }`;

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

/** Every alert e-mail ends with its one-click unsubscribe link, in the text and the HTML. */
const withUnsubscribe = (email: AccountEmail, unsubscribeUrl: string): AccountEmail => ({
  subject: email.subject,
  textBody: `${email.textBody}\n\nStop this price alert: ${unsubscribeUrl}`,
  htmlBody: email.htmlBody.replace(
    '</body>',
    `<p style="font-size:small"><a href="${escapeHtml(unsubscribeUrl)}">Stop this price alert</a></p></body>`,
  ),
});

/** RFC 8058: a mail client may offer "unsubscribe" and POST to the link without opening it. */
export const unsubscribeHeaders = (unsubscribeUrl: string): Record<string, string> => ({
  'List-Unsubscribe': `<${unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** To a guest: the alert starts only once this link is followed. */
export const alertConfirmationEmail = ({
  search,
  confirmUrl,
  unsubscribeUrl,
  brandName = DEFAULT_BRAND_NAME,
}: {
  search: AlertSearch;
  confirmUrl: string;
  unsubscribeUrl: string;
  brandName?: string;
}): AccountEmail =>
  withUnsubscribe(
    compose(
      `Confirm your price alert for ${search.origin} to ${search.destination}`,
      [
        `Please confirm that you want ${brandName} to e-mail this address when the price of flights ${routeOf(search)} drops.`,
        'The link works once, for 24 hours. Until it is followed, the alert does not start.',
        'If you did not ask for this alert, ignore this e-mail: nothing will be sent to you.',
      ],
      brandName,
      { url: confirmUrl, label: 'Start my price alert' },
    ),
    unsubscribeUrl,
  );

/** The price dropped: the new cheapest price and a link back to the results. */
export const priceDropEmail = ({
  search,
  price,
  previous,
  resultsUrl,
  unsubscribeUrl,
  brandName = DEFAULT_BRAND_NAME,
}: {
  search: AlertSearch;
  /** '412.50 USD' */
  price: string;
  /** The price it is measured from ('450.00 USD'). */
  previous: string;
  resultsUrl: string;
  unsubscribeUrl: string;
  brandName?: string;
}): AccountEmail =>
  withUnsubscribe(
    compose(
      `Price drop: ${search.origin} to ${search.destination} now from ${price}`,
      [
        `Flights ${routeOf(search)} now start from ${price} (was ${previous}).`,
        'Prices change often and seats are limited: the price is checked again when you book.',
      ],
      brandName,
      { url: resultsUrl, label: 'See the flights' },
    ),
    unsubscribeUrl,
  );
