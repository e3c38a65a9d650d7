import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { dictionaryRoutes } from './dictionary';

/** Every resource router, mounted under /api. */
export const apiRoutes = new Hono<AppEnv>().route('/', dictionaryRoutes);
