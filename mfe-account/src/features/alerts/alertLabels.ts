import { formatFormDate, type AlertStatus, type PriceAlert } from '@portal/platform';

export const ALERT_STATUS_LABELS: Record<AlertStatus, string> = {
  pending_confirmation: 'Waiting for confirmation',
  active: 'Active',
  paused: 'Paused',
  ended: 'Ended',
};

const CABINS: Record<string, string> = {
  economy: 'Economy',
  premium_economy: 'Premium Economy',
  business: 'Business',
  first: 'First Class',
};

/** 'JFK → LHR' (one way) or 'JFK ⇄ LHR' (a return trip). */
export const alertRoute = ({ search }: Pick<PriceAlert, 'search'>): string =>
  `${search.origin} ${search.returnDate ? '⇄' : '→'} ${search.destination}`;

/** 'Dec 01, 2026 – Dec 08, 2026 · 2 travellers · Economy'. */
export const alertDetails = ({ search }: Pick<PriceAlert, 'search'>): string => {
  const dates = search.returnDate
    ? `${formatFormDate(search.departureDate)} – ${formatFormDate(search.returnDate)}`
    : formatFormDate(search.departureDate);
  const travellers = search.adultsCount + search.childrenCount + search.infantsCount;
  return [dates, `${travellers} ${travellers === 1 ? 'traveller' : 'travellers'}`, CABINS[search.cabinClass]]
    .filter(Boolean)
    .join(' · ');
};

/** The results page of the alert's search, as a path of this site (the e-mails carry the full address). */
export const alertResultsPath = ({ resultsUrl }: Pick<PriceAlert, 'resultsUrl'>): string => {
  const url = new URL(resultsUrl, 'http://portal.invalid');
  return `${url.pathname}${url.search}`;
};

/** An alert can be paused while it runs, and resumed while paused; a pending or ended one neither. */
export const canPause = ({ status }: Pick<PriceAlert, 'status'>) => status === 'active' || status === 'paused';
