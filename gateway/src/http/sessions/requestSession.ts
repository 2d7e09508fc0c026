import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { requestIsSecure } from '../secureRequest';
import { cookieValue, createSessionIdVerifier, sessionCookieLine, signedSessionId } from './sessionCookie';
import type { LoadedSession, SessionAccount, SessionStore, StoredFields } from './sessionStore';

type Done = (error?: unknown) => void;

/**
 * `req.session`: what the session keeps (its own enumerable properties, stored as JSON) and the
 * two operations the routes need. The request's bookkeeping is in a private field, which JSON
 * leaves out.
 */
export class Session {
  /** The signed-in user's id. */
  declare userId?: string;
  /** When this session id was issued (ms); the absolute lifetime counts from here. */
  declare createdAt?: number;
  /** The synchronizer CSRF token (csrf-sync keeps it here). */
  declare csrfToken?: string | null;
  readonly #request: RequestSession;

  constructor(request: RequestSession, fields?: StoredFields) {
    this.#request = request;
    if (fields)
      for (const key in fields)
        // The cookie's settings that express-session stored beside the fields are no field, and
        // no stored key may stand in for a method or the prototype.
        if (key !== 'cookie' && key !== '__proto__' && !(key in Session.prototype))
          (this as Record<string, unknown>)[key] = fields[key];
  }

  /** Deletes the stored session and gives the request a new, empty one under a new id. */
  regenerate(done: Done): void {
    this.#request.regenerate(done);
  }

  /** Deletes the stored session: the request has none left (`req.session` is undefined), and no cookie is set. */
  destroy(done: Done): void {
    this.#request.destroy(done);
  }

  static accountOf(session: Session): SessionAccount | undefined {
    return session.#request.account;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own extension point
  namespace Express {
    interface Request {
      session: Session;
      sessionID: string;
    }
  }
}

/** The account read with this request's session, when the session names one that exists. */
export const accountReadWithSession = (req: Request): SessionAccount | undefined => {
  const session: unknown = (req as { session?: unknown }).session;
  // Only a session this middleware loaded was read with an account (a test may put any object there).
  return session instanceof Session ? Session.accountOf(session) : undefined;
};

export interface RequestSessionOptions {
  store: SessionStore;
  cookieName: string;
  secret: string;
  /** The idle timeout: the cookie's lifetime from each answer, and the stored row's. */
  idleMs: number;
  /**
   * A store write that failed: a changed session not saved (the answer is then replaced by a 500),
   * or an expiry not renewed (the answer goes out: the session stays valid until its stored
   * expiry, and the next request renews it).
   */
  onStoreError: (error: unknown, req: Request, write: 'save' | 'renewal') => void;
}

const newSessionId = () => randomBytes(24).toString('base64url');
const EMPTY = '{}';
/** What the answer had said, and must not say once it is replaced by a 500. */
const ANSWER_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'etag',
  'last-modified',
  'location',
  'set-cookie',
];
const SAVE_FAILED = JSON.stringify({ message: 'Internal server error', error: 'INTERNAL' });

type End = (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) => Response;

/** One request's session: what it was when loaded, and the answer's end held until its changes are stored. */
class RequestSession {
  account: SessionAccount | undefined;
  private ended = false;
  private readonly originalEnd: End;
  /** The session's id and JSON when the request began: a change of either is saved. */
  private readonly originalId: string;
  private readonly snapshot: string;

  constructor(
    private readonly req: Request,
    private readonly res: Response,
    private readonly options: RequestSessionOptions,
    /** The id the request's cookie carried, correctly signed (undefined: none). */
    private readonly cookieId: string | undefined,
    /** That cookie's signed value, set again as it came while the id stays. */
    private readonly cookieSigned: string | undefined,
    loaded: LoadedSession | null,
  ) {
    this.account = loaded?.account;
    this.originalId = loaded && cookieId ? cookieId : newSessionId();
    this.originalEnd = res.end as unknown as End;
    const session = new Session(this, loaded?.fields);
    this.snapshot = loaded ? JSON.stringify(session) : EMPTY;
    req.session = session;
    req.sessionID = this.originalId;
  }

  /** From now on the answer's end goes through this session. */
  holdEnd(): void {
    this.res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) =>
      this.end(chunk, encoding, callback)) as Response['end'];
  }

  regenerate(done: Done): void {
    const replace = (error?: unknown) => {
      this.req.sessionID = newSessionId();
      this.req.session = new Session(this);
      done(error);
    };
    this.options.store.destroy(this.req.sessionID).then(() => replace(), replace);
  }

  destroy(done: Done): void {
    delete (this.req as { session?: Session }).session;
    this.options.store.destroy(this.req.sessionID).then(() => done(), done);
  }

  /** The answer's end: the cookie renewed, and the answer held until a changed session is stored. */
  private end(chunk: unknown, encoding: unknown, callback: unknown): Response {
    const { res } = this;
    if (this.ended) return res;
    this.ended = true;
    const storing = this.settle();
    if (!storing) return this.originalEnd.call(res, chunk, encoding, callback);
    storing.then(
      () => this.originalEnd.call(res, chunk, encoding, callback),
      (error: unknown) => this.saveFailed(error, callback),
    );
    return res;
  }

  /**
   * Sets the cookie (a session that has something, on every answer: the idle timeout starts again)
   * and answers what must be stored first: a changed session in full, else the renewal of an
   * unchanged one's expiry (at most once a minute; undefined when skipped). A new session that
   * got nothing is neither stored nor given a cookie; a destroyed one is done with.
   */
  private settle(): Promise<void> | undefined {
    const { req, res, options } = this;
    const session = (req as { session?: Session }).session;
    if (!session) return undefined;
    const id = req.sessionID;
    const found = id === this.cookieId;
    const json = JSON.stringify(session);
    // A session under a new id (a new visitor's, or regenerated) is stored once it holds something.
    const changed = id === this.originalId ? json !== this.snapshot : json !== EMPTY;
    if (!changed && !found) return undefined;
    const expires = Date.now() + options.idleMs;
    const secure = requestIsSecure(req);
    if (!res.headersSent) {
      const signed = found && this.cookieSigned ? this.cookieSigned : signedSessionId(id, options.secret);
      res.appendHeader('Set-Cookie', sessionCookieLine(signed, { name: options.cookieName, expires, secure }));
    }
    if (!changed)
      return options.store.touch(id, expires)?.catch((error: unknown) => options.onStoreError(error, req, 'renewal'));
    // With the cookie's settings, as express-session stored them: a replica still running it reads the row.
    const cookie = {
      originalMaxAge: options.idleMs,
      expires: new Date(expires).toISOString(),
      secure,
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
    };
    return options.store.save(id, { cookie, ...session }, expires);
  }

  /** The session was not stored: the answer would promise what the next request would not find. */
  private saveFailed(error: unknown, callback: unknown): void {
    const { req, res } = this;
    this.options.onStoreError(error, req, 'save');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    for (const name of ANSWER_HEADERS) res.removeHeader(name);
    res.statusCode = 500;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(SAVE_FAILED));
    res.setHeader('Cache-Control', 'no-store');
    this.originalEnd.call(res, SAVE_FAILED, 'utf8', callback);
  }
}

/**
 * Sessions as express-session kept them (`resave: false`, `saveUninitialized: false`, `rolling`),
 * for less per request: the cookie's signature is checked once (no signing again while the id
 * stays), a change is found by comparing the session's JSON with the one it was loaded as, and
 * nothing wraps the response but its end. A session is stored only once it holds something,
 * written only when changed (else its expiry renewed, see the store), and the answer goes out
 * only once that is done, so the next request, on any replica, finds it. An unsigned, tampered or
 * unknown cookie gets a fresh session; a store error on reading goes to the error handlers.
 */
export const createRequestSessions = (options: RequestSessionOptions): RequestHandler => {
  const verifiedId = createSessionIdVerifier(options.secret);
  return (req, res, next) => {
    if ((req as { session?: Session }).session) return next();
    const signed = cookieValue(req.headers.cookie, options.cookieName);
    const cookieId = signed === undefined ? undefined : verifiedId(signed);
    if (cookieId === undefined) {
      new RequestSession(req, res, options, undefined, undefined, null).holdEnd();
      return next();
    }
    options.store.read(cookieId).then((loaded) => {
      try {
        new RequestSession(req, res, options, cookieId, signed, loaded).holdEnd();
      } catch (error) {
        return next(error);
      }
      next();
    }, next);
  };
};
