import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** Placeholder: filled by the newsletter work. */
export const newsletterRoutes = new Hono<AppEnv>();
