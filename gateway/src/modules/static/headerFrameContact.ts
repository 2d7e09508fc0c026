/** The brand's support line as the header and the home page show it (PublicBrand['contact']). */
export interface FrameContact {
  phone: string;
  hours: string;
}

/** The default brand's name, which the shell shows when the host names no brand it knows (platform DEFAULT_BRAND). */
export const DEFAULT_BRAND_NAME = 'SkyTeal Travel';

/**
 * The default brand's line, which the shell shows when the host names no brand it knows (platform
 * DEFAULT_BRAND, seeded as the 'default' brand).
 */
export const DEFAULT_FRAME_CONTACT: FrameContact = { phone: '+1 (888) 325-5180', hours: 'Mon-Fri 9am-6pm EST' };

/** The contact of a brand answer, each part a string, or the default brand's. */
export const frameContactOf = (contact: unknown): FrameContact => {
  const { phone, hours } = (contact ?? {}) as Partial<Record<keyof FrameContact, unknown>>;
  return typeof phone === 'string' && phone.trim() && typeof hours === 'string'
    ? { phone, hours }
    : DEFAULT_FRAME_CONTACT;
};

/**
 * A tel: address from a display number such as '+1 (888) 325-5180', the leading '+' kept. As
 * platform's phoneHref (src/tracking/phoneHref.ts), which is exported only beside React code.
 */
export const phoneHref = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
};

/** Words that promise a line answered at every hour (platform src/brand/supportHours.ts). */
const ROUND_THE_CLOCK = /(?<!\d)24\s*\/\s*7(?!\d)|24 hours a day|round[- ]the[- ]clock|around the clock/i;

/** The caption over the header's phone: '24/7 Support' for round-the-clock hours, else the hours (platform supportCaption). */
export const supportCaption = (hours: string): string => (ROUND_THE_CLOCK.test(hours) ? '24/7 Support' : hours);
