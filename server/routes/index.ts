import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { catalogRoutes } from './catalog';
import { contactRoutes } from './contact';
import { contentRoutes } from './content';
import { dictionaryRoutes } from './dictionary';
import { eventsRoutes } from './events';
import { languageRoutes } from './language';
import { membersRoutes } from './members';
import { newsletterRoutes } from './newsletter';

/** Every resource router, mounted under /api. */
export const apiRoutes = new Hono<AppEnv>()
  .route('/', dictionaryRoutes)
  .route('/', contentRoutes)
  .route('/', newsletterRoutes)
  .route('/', eventsRoutes)
  .route('/', languageRoutes)
  .route('/', contactRoutes)
  .route('/', membersRoutes)
  .route('/', catalogRoutes);
