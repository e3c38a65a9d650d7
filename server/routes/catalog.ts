import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** Placeholder: filled by the catalog work. */
export const catalogRoutes = new Hono<AppEnv>();
