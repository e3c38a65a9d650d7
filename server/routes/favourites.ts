import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** Favourites (spec §2 author fav tab; issue 4). */
export const favouriteRoutes = new Hono<AppEnv>();
