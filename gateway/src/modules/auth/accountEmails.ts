import type { NewOutboxMessage } from '../mail/outbox.repository';

/** The e-mails about an account's address (issue 21): plain text and HTML, with the brand's name. */
export type AccountEmail = Pick<NewOutboxMessage, 'subject' | 'textBody' | 'htmlBody'>;

export const DEFAULT_BRAND_NAME = 'Flight Booking';

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

/** Paragraphs as text lines and as <p>s; a link is written out in both. */
export const compose = (
  subject: string,
  paragraphs: string[],
  brandName: string,
  link?: { url: string; label: string },
): AccountEmail => {
  const text = [
    ...paragraphs.slice(0, 1),
    ...(link ? [`${link.label}: ${link.url}`] : []),
    ...paragraphs.slice(1),
    brandName,
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${escapeHtml(paragraphs[0] ?? '')}</p>`,
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '',
    ...paragraphs.slice(1).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>${escapeHtml(brandName)}</p>`,
    '</body></html>',
  ].join('');
  return { subject, textBody: text, htmlBody: html };
};

/** The link that confirms the address; the account holds the address only once it is followed. */
export const confirmationLinkEmail = ({
  username,
  url,
  brandName = DEFAULT_BRAND_NAME,
}: {
  username: string;
  url: string;
  brandName?: string;
}): AccountEmail =>
  compose(
    `Confirm your e-mail address for ${brandName}`,
    [
      `Please confirm that this is your e-mail address for the ${brandName} account "${username}".`,
      'The link works once, for 24 hours. Until the address is confirmed, bookings made as a guest with it are not added to the account.',
      'If you did not ask for this account, ignore this e-mail: the address stays unconfirmed.',
    ],
    brandName,
    { url, label: 'Confirm my e-mail address' },
  );

/** To the owner of a confirmed address: someone tried to sign up with it. */
export const addressInUseEmail = ({
  username,
  signInUrl,
  brandName = DEFAULT_BRAND_NAME,
}: {
  username: string;
  signInUrl: string;
  brandName?: string;
}): AccountEmail =>
  compose(
    `Someone tried to sign up to ${brandName} with your e-mail address`,
    [
      `Someone tried to create a ${brandName} account with this e-mail address, which already belongs to your account "${username}". No new account was created.`,
      'If it was you, sign in with your username and password instead.',
      'If it was not you, you need not do anything.',
    ],
    brandName,
    { url: signInUrl, label: 'Sign in' },
  );

/** To the address given with a username that is taken: nothing was created, pick another name. */
export const usernameTakenEmail = ({
  username,
  signUpUrl,
  brandName = DEFAULT_BRAND_NAME,
}: {
  username: string;
  signUpUrl: string;
  brandName?: string;
}): AccountEmail =>
  compose(
    `Your ${brandName} sign-up: that username is taken`,
    [
      `Someone, perhaps you, tried to create a ${brandName} account with this e-mail address and the username "${username}", which is already taken. No account was created.`,
      'Please sign up again with another username.',
      'If it was not you, you need not do anything.',
    ],
    brandName,
    { url: signUpUrl, label: 'Sign up' },
  );

/** Someone tried to sign up with an address that as many accounts as allowed already wait to confirm. */
export const addressClaimedTooOftenEmail = ({
  forgotPasswordUrl,
  brandName = DEFAULT_BRAND_NAME,
}: {
  forgotPasswordUrl: string;
  brandName?: string;
}): AccountEmail =>
  compose(
    `Your ${brandName} sign-up: this address already waits for confirmation`,
    [
      `Someone, perhaps you, tried to create a ${brandName} account with this e-mail address, which other accounts already wait to confirm. No account was created.`,
      'Use "Forgot password?" on the sign-in page: it sends this address a link for each of those accounts.',
      'If it was not you, you need not do anything.',
    ],
    brandName,
    { url: forgotPasswordUrl, label: 'Forgot password?' },
  );

/** Someone signed in elsewhere asked to move their account to this address, which this account holds. */
export const addressAskedForEmail = ({
  username,
  brandName = DEFAULT_BRAND_NAME,
}: {
  username: string;
  brandName?: string;
}): AccountEmail =>
  compose(
    `Someone asked to use your e-mail address at ${brandName}`,
    [
      `Someone signed in to another ${brandName} account asked to change its e-mail address to this one, which belongs to your account "${username}". Nothing was changed and no link was sent.`,
      'If it was not you, you need not do anything.',
    ],
    brandName,
  );
