import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { z } from 'zod';
import { errorHandler } from './errors';
import { createLogger } from './logger';
import { validated } from './validate';

const params = z.object({ id: z.string().regex(/^b_\d+$/, 'Not a booking id') });
const query = z.object({ page: z.coerce.number().int('Page must be a whole number').default(1) });
const body = z.object({ name: z.string().trim().min(1, 'Name is required') });

/** A route that answers what its handler was handed, and what a middleware between saw on the request. */
const appWith = (between: RequestHandler[] = []) => {
  const app = express();
  app.use(express.json());
  app.put(
    '/things/:id',
    validated({ params, query, body }, between, (_req, res, input) => {
      // The types come from the contracts: a number, a trimmed string.
      const page: number = input.query.page;
      const name: string = input.body.name;
      res.json({ id: input.params.id, page, name, seen: res.locals.seen ?? null });
    }),
  );
  app.use(errorHandler(createLogger('silent')));
  return app;
};

describe('validated(): a handler handed its checked request', () => {
  test('when every part is valid, then the handler gets the parsed parts (defaults applied, values coerced and trimmed)', async () => {
    const res = await request(appWith())
      .put('/things/b_7?page=3')
      .send({ name: '  Ada  ', extra: 'dropped' })
      .expect(200);
    expect(res.body).toEqual({ id: 'b_7', page: 3, name: 'Ada', seen: null });
    const defaults = await request(appWith()).put('/things/b_7').send({ name: 'Ada' }).expect(200);
    expect(defaults.body.page).toBe(1);
  });

  test('when several parts are bad, then 400 names the first of params, query, body, in that order', async () => {
    const all = await request(appWith()).put('/things/x?page=1.5').send({ name: '' }).expect(400);
    expect(all.body).toMatchObject({ error: 'VALIDATION_ERROR', message: 'Not a booking id' });
    const queryAndBody = await request(appWith()).put('/things/b_1?page=1.5').send({ name: '' }).expect(400);
    expect(queryAndBody.body.message).toBe('Page must be a whole number');
    const bodyOnly = await request(appWith()).put('/things/b_1').send({ name: '' }).expect(400);
    expect(bodyOnly.body.message).toBe('Name is required');
  });

  test('when middleware runs between, then it sees the parsed request and never runs for a bad one', async () => {
    let calls = 0;
    const sawBody: RequestHandler = (req, res, next) => {
      calls += 1;
      res.locals.seen = req.body;
      next();
    };
    const res = await request(appWith([sawBody]))
      .put('/things/b_2')
      .send({ name: ' Grace ', extra: 1 })
      .expect(200);
    expect(res.body.seen).toEqual({ name: 'Grace' });
    await request(appWith([sawBody]))
      .put('/things/b_2')
      .send({})
      .expect(400);
    expect(calls).toBe(1);
  });
});
