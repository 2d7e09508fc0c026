const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

const isLoopbackOrAddress = (host: string): boolean =>
  host === 'localhost' || host.endsWith('.localhost') || IPV4.test(host) || host.includes(':') || host.startsWith('[');

/** localhost, a numeric address or a single-label host: the brand comes from ?brand=. */
export const takesBrandQuery = (hostname: string): boolean => {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  return !host || isLoopbackOrAddress(host) || host.split('.').filter(Boolean).length < 2;
};

/**
 * The brand key from the host name (one portal serves many brands, one per domain): localhost, a numeric address
 * or a single-label host take ?brand= (else 'default'); www.x takes x; any other host is the key.
 */
export const brandKeyFromHost = (hostname: string, search: string): string => {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  const labels = host.split('.').filter(Boolean);
  if (takesBrandQuery(host)) {
    const fromQuery = new URLSearchParams(search).get('brand')?.trim().toLowerCase();
    return fromQuery || 'default';
  }
  if (labels[0] === 'www' && labels.length > 2) return labels.slice(1).join('.');
  return host;
};
