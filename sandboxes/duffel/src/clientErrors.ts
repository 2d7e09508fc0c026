import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type DuffelApiError, duffelError, requestId } from './errors';

/** What Node's parser refused before any route ran, as Duffel says it (a request head past 16 KB is 431). */
const refusalFor = (code: string | undefined): DuffelApiError =>
  code === 'HPE_HEADER_OVERFLOW'
    ? duffelError(431, {
        type: 'invalid_request_error',
        code: 'request_too_large',
        title: 'Request too large',
        message: 'The request line and headers are too large: send a shorter path, query or headers.',
      })
    : duffelError(400, {
        type: 'invalid_request_error',
        code: 'bad_request',
        title: 'Bad request',
        message: 'The request could not be read: check its path, query and body.',
      });

/**
 * Without this, Node answers a request it cannot parse itself (an oversized query gets a bare 431
 * with no body), so a client reading Duffel's error shape finds nothing: the sandbox answers those
 * in the same shape as every other refusal.
 */
export const answerClientErrorsAsDuffel = (server: Server): Server =>
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || (error.code === 'ECONNRESET' && !socket.readable)) return void socket.destroy();
    const refusal = refusalFor(error.code);
    const id = requestId();
    const body = JSON.stringify({ errors: refusal.errors, meta: { status: refusal.status, request_id: id } });
    socket.end(
      `HTTP/1.1 ${refusal.status} ${refusal.errors[0]?.title ?? 'Bad request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `x-request-id: ${id}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
