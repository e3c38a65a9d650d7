import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** Placeholder: filled by the contact work. */
export const contactRoutes = new Hono<AppEnv>();
