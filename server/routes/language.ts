import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** Placeholder: filled by the language work. */
export const languageRoutes = new Hono<AppEnv>();
