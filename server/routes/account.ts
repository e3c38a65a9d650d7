import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** Placeholder: filled by the members work (issue 3). */
export const accountRoutes = new Hono<AppEnv>();
