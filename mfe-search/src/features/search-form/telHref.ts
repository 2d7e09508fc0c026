/** A tel: address from a display number such as '+1 (888) 325-5180', keeping a leading '+'. */
export const telHref = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
};
