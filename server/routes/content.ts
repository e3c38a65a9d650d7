import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** Placeholder: filled by the content work. */
export const contentRoutes = new Hono<AppEnv>();
