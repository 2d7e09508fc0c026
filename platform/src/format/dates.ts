import { format, isValid, parseISO } from 'date-fns';

/**
 * Provider times are local wall-clock times ('2026-12-01T10:30:00'); parsing them without an
 * offset and formatting in the same frame shows exactly the airport's local time.
 */
const parse = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
};

const formatWith = (pattern: string) => (value: string | null | undefined): string => {
  const date = parse(value);
  return date ? format(date, pattern) : 'N/A';
};

/** Card time, 24-hour: 'HH:mm'. */
export const formatTime = formatWith('HH:mm');
/** Card date: 'EEE, MMM d'. */
export const formatCardDate = formatWith('EEE, MMM d');
/** Form date: 'MMM dd, yyyy'. */
export const formatFormDate = formatWith('MMM dd, yyyy');
/** Full date with year, en-US: 'EEEE, MMMM d, yyyy'. */
export const formatFullDate = formatWith('EEEE, MMMM d, yyyy');
