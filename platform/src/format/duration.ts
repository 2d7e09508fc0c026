const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Minutes in an ISO 8601 duration such as PT5H30M or P1DT2H, or null when unparsable. */
export const durationMinutes = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const match = ISO_DURATION.exec(iso.trim());
  if (!match || iso.trim() === 'P' || iso.trim() === 'PT') return null;
  const [, days = '0', hours = '0', minutes = '0'] = match;
  return Number(days) * 24 * 60 + Number(hours) * 60 + Number(minutes);
};

/** 'Xh Ym', how every duration reads; 'N/A' when missing or unparsable. */
export const formatDuration = (iso: string | null | undefined): string => {
  const total = durationMinutes(iso);
  if (total === null) return 'N/A';
  return `${Math.floor(total / 60)}h ${total % 60}m`;
};
