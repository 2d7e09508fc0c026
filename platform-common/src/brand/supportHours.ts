/** Words that promise a phone line answered at every hour of every day. */
const ROUND_THE_CLOCK = /(?<!\d)24\s*\/\s*7(?!\d)|24 hours a day|round[- ]the[- ]clock|around the clock/i;

/** Whether `text` promises support at any hour (true of hours such as '24/7'). */
export const promisesRoundTheClock = (text: string): boolean => ROUND_THE_CLOCK.test(text);

/**
 * The caption over the brand's support phone: the spec's '24/7 Support' only when the brand's
 * hours are round the clock, otherwise the hours themselves ('Mon-Fri 9am-6pm EST'), which fit the
 * header at its narrowest desktop width where 'Support Mon-Fri 9am-6pm EST' did not.
 */
export const supportCaption = (hours: string): string => (promisesRoundTheClock(hours) ? '24/7 Support' : hours);
