/**
 * A tel: address from a display number such as '+1 (888) 325-5180'. The leading '+' is kept:
 * without it the number is dialled as a local one outside its own country.
 */
export const phoneHref = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
};
