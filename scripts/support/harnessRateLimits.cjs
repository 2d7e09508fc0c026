// The rate limits test harnesses run the gateway with (gateway tests, e2e, load, bench): a run
// searches, reads offers and pays far more than a traveller would from one address. The limits'
// own tests set the defaults back.
module.exports = {
  RATE_LIMIT_SEARCHES_PER_ADDRESS: '100000',
  RATE_LIMIT_SEARCHES_PER_SESSION: '100000',
  RATE_LIMIT_FLEXIBLE_DATES_PER_ADDRESS: '100000',
  RATE_LIMIT_FLEXIBLE_DATES_PER_SESSION: '100000',
  RATE_LIMIT_OFFER_READS_PER_ADDRESS: '100000',
  RATE_LIMIT_OFFER_READS_PER_SESSION: '100000',
  RATE_LIMIT_PAYMENTS_PER_SESSION: '100000',
  RATE_LIMIT_PAYMENTS_PER_ADDRESS: '100000',
  RATE_LIMIT_CARD_DECLINES: '100000',
  // Sign-in limits stay as in production; only the wait of a failing client is dropped.
  LOGIN_SLOWDOWN_MS: '0',
};
