import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** Placeholder: filled by the events work. */
export const eventsRoutes = new Hono<AppEnv>();
