import { randomUUID } from 'node:crypto';

/** A browser's worth of state against the portal: its cookies and CSRF token. */
export const createPortalClient = (baseUrl) => {
  const cookies = new Map();
  let csrfToken = null;

  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  const call = async (method, path, { body, headers = {} } = {}) => {
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        ...(cookies.size ? { cookie: cookieHeader() } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'GET' || !csrfToken ? {} : { 'x-csrf-token': csrfToken }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const setCookie of res.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const text = await res.text();
    const json = text ? JSON.parse(text) : null;
    if (res.status >= 400) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return { status: res.status, body: json };
  };

  const refreshCsrf = async () => {
    csrfToken = (await call('GET', '/api/csrf-token')).body.csrfToken;
  };

  return {
    get: (path) => call('GET', path),
    post: async (path, body, headers) => {
      if (!csrfToken) await refreshCsrf();
      return call('POST', path, { body, headers });
    },
    refreshCsrf,
    /** The Cookie header this client sends: what a load generator needs to act as it. */
    cookieHeader,
  };
};

/** yyyy-MM-dd, `days` after today (UTC): far enough ahead for any time zone. */
export const daysAhead = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A one-way economy search for one adult, in the order the results page writes its address. */
export const benchSearch = (departureDate, origin = 'JFK', destination = 'LHR') => ({
  origin,
  destination,
  departureDate,
  cabinClass: 'economy',
  adultsCount: 1,
  childrenCount: 0,
  infantsCount: 0,
});

/** The search as the gateway's query string (GET /api/flights/search). */
export const searchQuery = (search, page = 1, limit = 30) =>
  new URLSearchParams({
    ...Object.fromEntries(Object.entries(search).map(([key, value]) => [key, String(value)])),
    page: String(page),
    limit: String(limit),
  }).toString();

/**
 * The /search address the results page writes for a one-way search, in its own parameter names
 * and order: the page also keys its stored load-more results by this query string.
 */
export const resultsAddress = (search) =>
  `/search?${new URLSearchParams({
    origin: search.origin,
    destination: search.destination,
    departureDate: search.departureDate,
    cabinClass: search.cabinClass,
    adults: String(search.adultsCount),
    children: String(search.childrenCount),
    infants: String(search.infantsCount),
    tripType: 'one-way',
  })}`;

/** Every offer of a search, 200 at a time (the gateway's largest page). */
export const allOffers = async (client, search) => {
  const offers = [];
  for (let page = 1; ; page += 1) {
    const { body } = await client.get(`/api/flights/search?${searchQuery(search, page, 200)}`);
    offers.push(...body.offers);
    if (body.offers.length === 0 || offers.length >= body.total_count) return offers;
  }
};

const yearsBefore = (date, years) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;

/**
 * Registers a traveller, signs them in and books the cheapest offer of a
 * search with Stripe's 4242 test card (its test PaymentMethod pm_card_visa), so GET /api/bookings has a booking to list.
 */
export const travellerWithBooking = async (baseUrl, search) => {
  const client = createPortalClient(baseUrl);
  const username = `bench-${randomUUID().slice(0, 8)}`;
  const password = 'Bench-traveller-1!';
  await client.post('/api/auth/register', {
    username,
    email: `${username}@example.org`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    password,
    terms: true,
  });
  await client.post('/api/auth/login', { username, password });
  // Signing in gives a new session, and the token belongs to the session.
  await client.refreshCsrf();
  const [cheapest] = (await client.get(`/api/flights/search?${searchQuery(search, 1, 1)}`)).body.offers;
  if (!cheapest) throw new Error(`no offer for ${search.origin}-${search.destination} on ${search.departureDate}`);
  const offer = (await client.get(`/api/flights/offer/${cheapest.id}`)).body;
  const travel = offer.slices[0].segments[0].departing_at.slice(0, 10);
  const passengers = offer.passengers.map((passenger) => ({
    type: passenger.type,
    title: 'ms',
    firstName: 'Ada',
    lastName: 'Lovelace',
    gender: 'female',
    dateOfBirth: yearsBefore(travel, 36),
    email: `${username}@example.org`,
    phone: '+44 20 7946 0958',
    passportNumber: 'P4100000',
    passportExpiryDate: yearsBefore(travel, -6),
    passportIssuingCountry: 'GB',
  }));
  await client.post(
    '/api/bookings',
    {
      offerId: offer.id,
      passengers,
      seats: [],
      paymentDetails: { amount: offer.total_amount, currency: offer.total_currency, paymentMethodId: 'pm_card_visa' },
    },
    { 'idempotency-key': randomUUID() },
  );
  for (let tries = 0; tries < 60; tries += 1) {
    const { body } = await client.get('/api/bookings');
    if (body.length > 0) return { client, username };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the booking made for the bench never showed in GET /api/bookings');
};
