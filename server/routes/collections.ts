import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** Collection writes and detail (spec §3 Collection; issue 4). */
export const collectionRoutes = new Hono<AppEnv>();
