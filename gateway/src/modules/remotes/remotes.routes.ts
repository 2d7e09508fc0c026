import { Router } from 'express';
import type { RemotesService } from './remotes.service';

export const createRemotesRouter = (remotes: RemotesService) =>
  Router().get('/api/remotes', async (_req, res) => {
    // no-cache: a release is a registry update, and the shell must see it on its next load.
    res.set('Cache-Control', 'no-cache').json(await remotes.getRegistry());
  });
