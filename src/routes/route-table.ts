import { accountRoutes } from './account.routes';
import { catalogueRoutes } from './catalogue.routes';
import { contentRoutes } from './content.routes';
import { merchantsRoutes } from './merchants.routes';
import { ordersRoutes } from './orders.routes';
import type { RouteSpec } from './route-spec';

/**
 * Every route of spec §2 in one table: path, login requirement, cache policy and screen, written by area
 * (*.routes.ts; src/routes/route-spec.ts says what a route is).
 * `keep` pages hold their data and scroll position when revisited; `reload` pages always fetch anew.
 * `screen: 'comingSoon'` marks routes whose screens belong to later issues (tests/src/routes lists them).
 */
export const routeTable = [
  ...catalogueRoutes,
  ...accountRoutes,
  ...contentRoutes,
  ...ordersRoutes,
  ...merchantsRoutes,
];

/** Every route of the table, each with its own name and search types. */
export type AppRouteSpec = (typeof routeTable)[number];

export const routeByName: ReadonlyMap<string, RouteSpec> = new Map(
  routeTable.map((route) => [route.name, route]),
);
