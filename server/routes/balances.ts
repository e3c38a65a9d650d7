import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** Placeholder: filled in by issue 5's work on this resource. */
export const balanceRoutes = new Hono<AppEnv>();
