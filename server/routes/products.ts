import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** Item writes, shelf and gas-fee estimate (spec §3 Item, §4; issue 4). */
export const productRoutes = new Hono<AppEnv>();
