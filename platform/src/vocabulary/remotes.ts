/** A JavaScript identifier: Module Federation container names become globals. */
export const REMOTE_NAME = /^[a-z][a-z0-9_]*$/;
