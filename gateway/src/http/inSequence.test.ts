import express, { type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';
import { inSequence } from './inSequence';

const appWith = (...handlers: express.RequestHandler[]) =>
  express()
    .use('/api', inSequence(...handlers))
    .get('/api/end', (req, res) => void res.json({ seen: res.locals.seen ?? [], url: req.url }))
    .use((error: Error, _req: Request, res: Response, _next: NextFunction) => {
      res.status(500).json({ error: error.message });
    });

const noting =
  (name: string): express.RequestHandler =>
  (req, res, next) => {
    res.locals.seen = [...((res.locals.seen as string[] | undefined) ?? []), `${name} ${req.url}`];
    next();
  };

describe('middleware run in sequence as one handler', () => {
  test('each runs in order under the mount path, then the request goes on with its URL as it came', async () => {
    const res = await request(appWith(noting('a'), noting('b')))
      .get('/api/end?x=1')
      .expect(200);

    expect(res.body).toEqual({ seen: ['a /end?x=1', 'b /end?x=1'], url: '/api/end?x=1' });
  });

  test.each([
    ['passed to next', ((_req, _res, next) => next(new Error('refused'))) as express.RequestHandler],
    [
      'thrown',
      (() => {
        throw new Error('refused');
      }) as express.RequestHandler,
    ],
    ['a rejected promise', (async () => Promise.reject(new Error('refused'))) as express.RequestHandler],
  ])('an error %s goes to the error handlers, and the handlers after it never run', async (_how, failing) => {
    const after = jest.fn();
    const res = await request(
      appWith(failing, (_req, _res, next) => {
        after();
        next();
      }),
    )
      .get('/api/end')
      .expect(500);

    expect(res.body).toEqual({ error: 'refused' });
    expect(after).not.toHaveBeenCalled();
  });
});
