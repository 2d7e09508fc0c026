const HOUR_MS = 3_600_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, Map<number, number>>();

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The zone's UTC offset in minutes at that instant (cached per zone and hour: Intl is slow). */
export const offsetMinutes = (timeZone: string, utcMs: number): number => {
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const hour = Math.floor(utcMs / HOUR_MS);
  let offset = zone.get(hour);
  if (offset === undefined) {
    const parts: Record<string, number> = {};
    for (const part of formatterFor(timeZone).formatToParts(new Date(utcMs))) parts[part.type] = Number(part.value);
    const asUtc = Date.UTC(
      parts.year ?? 1970,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
    );
    offset = Math.round((asUtc - Math.floor(utcMs / 60_000) * 60_000) / 60_000);
    if (zone.size > 20_000) zone.clear();
    zone.set(hour, offset);
  }
  return offset;
};

/** The instant of a wall-clock time (minutes after midnight) on a local date in a zone. */
export const localToUtc = (timeZone: string, date: string, minutes: number): number => {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const first = wall - offsetMinutes(timeZone, wall) * 60_000;
  return wall - offsetMinutes(timeZone, first) * 60_000;
};

/** Duffel's segment times: local wall-clock time of the airport, no offset ('2026-03-01T18:05:00'). */
export const formatLocal = (timeZone: string, utcMs: number): string =>
  new Date(utcMs + offsetMinutes(timeZone, utcMs) * 60_000).toISOString().slice(0, 19);

export const localDate = (timeZone: string, utcMs: number): string => formatLocal(timeZone, utcMs).slice(0, 10);

export const localMinutesOfDay = (timeZone: string, utcMs: number): number => {
  const local = formatLocal(timeZone, utcMs);
  return Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
};

/** ISO 8601 duration in hours and minutes ('PT7H25M'), the form the front end parses. */
export const isoDuration = (minutes: number): string => `PT${Math.floor(minutes / 60)}H${minutes % 60}M`;

export const daysBetween = (fromDate: string, toDate: string): number =>
  Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 86_400_000);
