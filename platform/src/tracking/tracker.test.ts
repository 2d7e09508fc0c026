import { createTracker } from './tracker';
import { resetTagForTests, tagScriptUrl } from './tagScript';

const tagScripts = () => document.querySelectorAll('script[data-portal-tag]');

describe('createTracker', () => {
  beforeEach(() => resetTagForTests());

  test('without marketing consent it sends nothing and loads no script', () => {
    const track = createTracker({ trackingId: 'AW-123', marketingConsent: false });

    track.pageView('/support');
    track.event({ category: 'contact', label: 'phone-call', value: 1 });

    expect(tagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    expect(window.gtag).toBeUndefined();
  });

  test('without a tracking id it sends nothing even with consent', () => {
    const track = createTracker({ trackingId: '  ', marketingConsent: true });

    track.pageView('/support');
    track.event({ category: 'search', label: 'flight-search', value: 3 });

    expect(tagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  test('with an id and consent it loads the tag script once and queues each call', () => {
    const track = createTracker({ trackingId: 'AW-123', marketingConsent: true });

    track.pageView('/faq');
    track.pageView('/contact');
    track.event({ category: 'contact', label: 'phone-call', value: 1 });

    expect(tagScripts()).toHaveLength(1);
    expect(tagScripts()[0]).toHaveAttribute('src', tagScriptUrl('AW-123'));
    expect(tagScripts()[0]).toHaveAttribute('src', 'https://www.googletagmanager.com/gtag/js?id=AW-123');
    const queued = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(queued[0]?.[0]).toBe('js');
    expect(queued.slice(1)).toEqual([
      ['config', 'AW-123', { send_page_view: false }],
      ['event', 'page_view', expect.objectContaining({ send_to: 'AW-123', page_path: '/faq' })],
      ['event', 'page_view', expect.objectContaining({ send_to: 'AW-123', page_path: '/contact' })],
      ['event', 'phone-call', { send_to: 'AW-123', event_category: 'contact', event_label: 'phone-call', value: 1 }],
    ]);
  });

  test('a tracker made before consent stays silent; the one made after consent sends', () => {
    const before = createTracker({ trackingId: 'AW-9', marketingConsent: false });
    before.pageView('/about');
    expect(tagScripts()).toHaveLength(0);

    createTracker({ trackingId: 'AW-9', marketingConsent: true }).pageView('/about');
    expect(tagScripts()).toHaveLength(1);
  });
});
