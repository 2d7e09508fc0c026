/**
 * PostgreSQL ended the connection on purpose (57P01, admin_shutdown): the server is stopping, or
 * the database is being dropped with FORCE. Expected of a pool's idle clients while it closes.
 */
export const isAdminShutdown = (error: Error & { code?: string }): boolean => error.code === '57P01';
