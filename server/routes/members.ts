import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** Placeholder: filled by the members work. */
export const membersRoutes = new Hono<AppEnv>();
