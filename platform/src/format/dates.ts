/**
 * The portal's dates, en-US, without a date library: four fixed patterns do not justify the
 * 7 KB date-fns' format adds to every first load (the date picker, loaded on use, keeps it).
 *
 * Provider times are local wall-clock times ('2026-12-01T10:30:00'); parsing them without an
 * offset and formatting in the same frame shows exactly the airport's local time. A value with
 * an offset ('...Z', '...+02:00') is an instant, shown in the browser's time zone (as parseISO).
 */
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number): number =>
  month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
const dayName = (date: Date): string => DAYS[date.getDay()] ?? '';
const monthName = (date: Date): string => MONTHS[date.getMonth()] ?? '';

/** Minutes east of UTC for 'Z', '+02', '+0530' or '-03:00'. */
const offsetMinutes = (zone: string): number => {
  if (zone === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const total = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0);
  return zone.startsWith('-') ? -total : total;
};

/** An ISO 8601 date or date-time, or null when it is missing or not a real calendar moment. */
const parse = (value: string | null | undefined): Date | null => {
  const match = value ? ISO.exec(value) : null;
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0', zone] = match;
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = [year, month, day, hour, minute, second].map(Number);
  const ms = Math.floor(Number(`0.${fraction}`) * 1000);
  const endOfDay = h === 24 && mi === 0 && s === 0 && ms === 0; // ISO's 24:00, the next midnight
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || (h > 23 && !endOfDay) || mi > 59 || s > 59) return null;
  const date = new Date(0);
  if (zone) {
    date.setUTCFullYear(y, mo - 1, d);
    date.setUTCHours(h, mi - offsetMinutes(zone), s, ms);
  } else {
    date.setFullYear(y, mo - 1, d);
    date.setHours(h, mi, s, ms);
  }
  return date;
};

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

type Pattern = (date: Date) => string;

const formatWith =
  (pattern: Pattern) =>
  (value: string | null | undefined): string => {
    const date = parse(value);
    return date ? pattern(date) : 'N/A';
  };

/** Card time, 24-hour: 'HH:mm' ('07:05'). */
export const formatTime = formatWith((date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`);
/** Card date: 'EEE, MMM d' ('Tue, Dec 1'). */
export const formatCardDate = formatWith(
  (date) => `${dayName(date).slice(0, 3)}, ${monthName(date).slice(0, 3)} ${date.getDate()}`,
);
/** Form date: 'MMM dd, yyyy' ('Mar 07, 2026'). */
export const formatFormDate = formatWith(
  (date) => `${monthName(date).slice(0, 3)} ${pad(date.getDate())}, ${pad(date.getFullYear(), 4)}`,
);
/** Full date with year, en-US: 'EEEE, MMMM d, yyyy' ('Tuesday, December 1, 2026'). */
export const formatFullDate = formatWith(
  (date) => `${dayName(date)}, ${monthName(date)} ${date.getDate()}, ${pad(date.getFullYear(), 4)}`,
);
