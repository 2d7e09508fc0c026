import express, { Router } from 'express';
import request from 'supertest';
import { routedOnly } from './routedOnly';

const appWith = (router: Router) =>
  express()
    .use(routedOnly(router))
    .use((req, res) => {
      res.status(404).json({ passedOn: req.path });
    });

describe('a router entered only for the paths its routes can match', () => {
  const bookings = Router()
    .get('/api/bookings', (_req, res) => {
      res.json({ list: true });
    })
    .get('/api/bookings/:id/confirmation', (req, res) => {
      res.json({ confirmation: req.params.id });
    })
    .use(Router().post('/api/bookings/lookup', (_req, res) => void res.json({ lookup: true })));
  const app = appWith(bookings);

  test("its routes answer as before: parameters, a nested router's route, another case, a trailing slash", async () => {
    expect((await request(app).get('/api/bookings').expect(200)).body).toEqual({ list: true });
    expect((await request(app).get('/api/bookings/b-1/confirmation').expect(200)).body).toEqual({
      confirmation: 'b-1',
    });
    expect((await request(app).post('/api/bookings/lookup').expect(200)).body).toEqual({ lookup: true });
    expect((await request(app).get('/API/Bookings/').expect(200)).body).toEqual({ list: true });
  });

  test('a path none of its routes can match goes on to the next handler without entering it', async () => {
    const entered = jest.fn();
    const watched = Object.assign(
      ((req, res, next) => {
        entered(req.path);
        return bookings(req, res, next);
      }) as Router,
      { stack: bookings.stack },
    );
    const watchedApp = appWith(watched);

    expect((await request(watchedApp).get('/api/flights/search').expect(404)).body).toEqual({
      passedOn: '/api/flights/search',
    });
    expect(entered).not.toHaveBeenCalled();
    await request(watchedApp).get('/api/bookings/unknown').expect(404);
    expect(entered).toHaveBeenCalledWith('/api/bookings/unknown');
  });

  test('a router with middleware for every path is entered for every path', async () => {
    const everyPath: string[] = [];
    const app = appWith(
      Router()
        .use((req, _res, next) => {
          everyPath.push(req.path);
          next();
        })
        .get('/api/only-here', (_req, res) => void res.json({})),
    );

    await request(app).get('/anything/else').expect(404);

    expect(everyPath).toEqual(['/anything/else']);
  });

  test("the app's own route list still shows the router's routes (the security suites read it)", () => {
    const app = appWith(bookings);
    const listed = (
      app as unknown as { router: { stack: { handle: { stack?: { route?: { path: string } }[] } }[] } }
    ).router.stack
      .flatMap((layer) => layer.handle.stack ?? [])
      .map((layer) => layer.route?.path);

    expect(listed).toEqual(expect.arrayContaining(['/api/bookings', '/api/bookings/:id/confirmation']));
  });
});

describe('several routers given together', () => {
  const first = Router()
    .get('/api/shared/:id', (req, res, next) => (req.params.id === 'first' ? void res.json({ by: 'first' }) : next()))
    .get('/api/failing', () => {
      throw new Error('first failed');
    });
  const second = Router()
    .get('/api/shared/:id', (_req, res) => void res.json({ by: 'second' }))
    .get('/api/failing', (_req, res) => void res.json({ by: 'second' }));
  const app = express()
    .use(routedOnly(first, second))
    .use((req, res) => {
      res.status(404).json({ passedOn: req.path });
    })
    .use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(500).json({ error: error.message });
    });

  test('the first router that answers answers; one that does not passes the request to the next, then beyond', async () => {
    expect((await request(app).get('/api/shared/first').expect(200)).body).toEqual({ by: 'first' });
    expect((await request(app).get('/api/shared/other').expect(200)).body).toEqual({ by: 'second' });
    expect((await request(app).get('/api/elsewhere').expect(404)).body).toEqual({ passedOn: '/api/elsewhere' });
  });

  test('an error in one goes to the error handlers, and no later router sees the request', async () => {
    expect((await request(app).get('/api/failing').expect(500)).body).toEqual({ error: 'first failed' });
  });

  test("the app's route list shows every router's routes", () => {
    const listed = (
      app as unknown as { router: { stack: { handle: { stack?: { route?: { path: string } }[] } }[] } }
    ).router.stack
      .flatMap((layer) => layer.handle.stack ?? [])
      .map((layer) => layer.route?.path);

    expect(listed.filter((path) => path === '/api/shared/:id')).toHaveLength(2);
  });
});
