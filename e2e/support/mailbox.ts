import { deliveredMailTo } from './smtpInbox';

// Read from what the portal really sent over SMTP: once sent, the outbox keeps only a copy whose
// one-time links are hidden.

/** The token of the newest confirmation link the portal sent to this address. */
export const confirmationTokenFor = async (address: string): Promise<string> => {
  const mail = await deliveredMailTo(address, (candidate) => /confirm-email\?token=/.test(candidate.text));
  const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no confirmation link was sent to ${address}`);
  return token;
};

/** The token of the newest password link (forgot-password, or a guest's set-password) the portal sent to this address. */
export const resetTokenFor = async (address: string): Promise<string> => {
  const mail = await deliveredMailTo(address, (candidate) => /reset-password\?token=/.test(candidate.text));
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no password link was sent to ${address}`);
  return token;
};
