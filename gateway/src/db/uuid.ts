const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an id from a request can be looked up in a uuid column. PostgreSQL refuses anything
 * else with an error (a 500), so a caller's id that is not one is simply not found.
 */
export const isUuid = (value: string): boolean => UUID.test(value);
