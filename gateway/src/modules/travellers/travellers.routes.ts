import { Router, type Request } from 'express';
import {
  savedTravellerInputSchema,
  savedTravellerSchema,
  savedTravellersSchema,
} from '@portal/platform-common/contracts';
import type { AuthGuards } from '../../http/auth';
import { validated } from '../../http/validate';
import type { TravellersService } from './travellers.service';

const ownerOf = (req: Request): string => req.currentUser?.id as string;
const idOf = (req: Request): string => String(req.params.id);

/** /api/travellers: the signed-in traveller's saved travellers; nobody else's are ever found. Never cached: they hold passports. */
export const createTravellersRouter = (travellers: TravellersService, { requireUser }: AuthGuards) =>
  Router()
    .get('/api/travellers', requireUser, async (req, res) => {
      res.set('Cache-Control', 'no-store').json(savedTravellersSchema.parse(await travellers.list(ownerOf(req))));
    })
    .post(
      '/api/travellers',
      requireUser,
      validated({ body: savedTravellerInputSchema }, async (req, res, { body }) => {
        res
          .status(201)
          .set('Cache-Control', 'no-store')
          .json(savedTravellerSchema.parse(await travellers.add(ownerOf(req), body)));
      }),
    )
    .put(
      '/api/travellers/:id',
      requireUser,
      validated({ body: savedTravellerInputSchema }, async (req, res, { body }) => {
        res
          .set('Cache-Control', 'no-store')
          .json(savedTravellerSchema.parse(await travellers.replace(ownerOf(req), idOf(req), body)));
      }),
    )
    .delete('/api/travellers/:id', requireUser, async (req, res) => {
      await travellers.remove(ownerOf(req), idOf(req));
      res.status(204).end();
    });
