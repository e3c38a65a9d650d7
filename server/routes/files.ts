import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** File uploads (spec §3 file record; issue 4). */
export const fileRoutes = new Hono<AppEnv>();
