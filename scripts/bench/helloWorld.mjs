import express from 'express';

// The yardstick beside the gateway's figures: Express 5 with one route and no middleware, run
// in its own process (as the gateway is) so the load generator does not share its event loop.
const app = express();
app.get('/', (_req, res) => {
  res.send('Hello World!');
});

const server = app.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
process.on('disconnect', () => server.close(() => process.exit(0)));
