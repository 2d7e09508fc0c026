export const mailtoHref = (email: string): string => `mailto:${email.trim()}`;
