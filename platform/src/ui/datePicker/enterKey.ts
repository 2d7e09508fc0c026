import type { KeyboardEvent } from 'react';

/**
 * Enter in a text field submits its form (implicit submission, which MUI X's field imitates
 * unless `defaultMuiPrevented` is set); in a date field it means "done with this date", never
 * "send the form". Keys from the calendar (a portal whose React events still bubble here) are
 * left alone: Enter there picks the day.
 */
export const keepEnterInDateField = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key !== 'Enter' || !event.currentTarget.contains(event.target as Node)) return;
  event.preventDefault();
  Object.assign(event, { defaultMuiPrevented: true });
};
