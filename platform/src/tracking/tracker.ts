import { loadTag } from './tagScript';

/** A conversion event reported to the brand's ad tag: what it is about, which action, how much it is worth. */
export interface TrackEvent {
  category: string;
  label: string;
  value?: number;
}

export interface Tracker {
  /** Reports a page view; call it on each route change. */
  pageView: (path: string) => void;
  /** Reports a conversion such as a flight search or a click on a phone number. */
  event: (event: TrackEvent) => void;
}

export interface TrackingSettings {
  /** The brand's tag id; empty when the brand does not track. */
  trackingId: string;
  /** The visitor accepted marketing cookies. */
  marketingConsent: boolean;
}

const silent: Tracker = { pageView: () => undefined, event: () => undefined };

/**
 * The conversion-tracking adapter. It sends nothing, and loads nothing, unless the brand has a
 * tracking id and the visitor gave marketing consent; only then is the tag script inserted and
 * calls forwarded to it.
 */
export const createTracker = ({ trackingId, marketingConsent }: TrackingSettings): Tracker => {
  const id = trackingId.trim();
  if (!id || !marketingConsent) return silent;
  return {
    pageView: (path) =>
      loadTag(id)('event', 'page_view', { send_to: id, page_path: path, page_location: window.location.origin + path }),
    event: ({ category, label, value }) =>
      loadTag(id)('event', label, {
        send_to: id,
        event_category: category,
        event_label: label,
        ...(value === undefined ? {} : { value }),
      }),
  };
};
