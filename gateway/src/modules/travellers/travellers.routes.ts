import { Router, type Request } from 'express';
import { savedTravellerInputSchema, savedTravellerSchema, savedTravellersSchema, type SavedTravellerFields } from '@portal/platform/contracts';
import type { AuthGuards } from '../../http/auth';
import { validate } from '../../http/validate';
import type { TravellersService } from './travellers.service';

const ownerOf = (req: Request): string => req.currentUser?.id as string;
const idOf = (req: Request): string => String(req.params.id);

/** /api/travellers: the signed-in traveller's saved travellers; nobody else's are ever found. Never cached: they hold passports. */
export const createTravellersRouter = (travellers: TravellersService, { requireUser }: AuthGuards) =>
  Router()
    .get('/api/travellers', requireUser, async (req, res) => {
      res.set('Cache-Control', 'no-store').json(savedTravellersSchema.parse(await travellers.list(ownerOf(req))));
    })
    .post('/api/travellers', requireUser, validate(savedTravellerInputSchema, 'body'), async (req, res) => {
      res.status(201).set('Cache-Control', 'no-store').json(savedTravellerSchema.parse(await travellers.add(ownerOf(req), req.body as SavedTravellerFields)));
    })
    .put('/api/travellers/:id', requireUser, validate(savedTravellerInputSchema, 'body'), async (req, res) => {
      res.set('Cache-Control', 'no-store').json(savedTravellerSchema.parse(await travellers.replace(ownerOf(req), idOf(req), req.body as SavedTravellerFields)));
    })
    .delete('/api/travellers/:id', requireUser, async (req, res) => {
      await travellers.remove(ownerOf(req), idOf(req));
      res.status(204).end();
    });
