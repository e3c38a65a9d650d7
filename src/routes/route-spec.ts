import * as v from 'valibot';
import type { RouteModule } from './route-module';

/**
 * The route table's words (route-table.ts and its areas, *.routes.ts): what one route is and the `r()` that
 * writes one keeping its name and search types exact.
 */

/** A route's search schema: valibot's, which TanStack Router takes as a Standard Schema validator. */
export type SearchSchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;

/**
 * One route of the table. `N` and `S` keep the route's own name and search schema, so the router's route tree
 * (router.tsx) knows each path and its search types.
 */
export type RouteSpec<
  N extends string = string,
  S extends SearchSchema | undefined = SearchSchema | undefined,
> = {
  name: N;
  path: `/${N}`;
  auth: boolean;
  /** Creation permission (spec §2): the member needs this tag where the check is enabled. */
  permission?: 'CREATE';
  cache: 'keep' | 'reload';
  search: S;
  /** Search values equal to these are left out of the URL. */
  searchDefaults?: Record<string, string>;
  screen: (() => Promise<RouteModule>) | 'comingSoon';
  /** Feature catalogs (lingui.config.ts) the screen shows, loaded with its chunk (tests/src/routes checks them). */
  catalogs?: readonly string[];
};
export type RouteOptions = Partial<
  Pick<RouteSpec, 'auth' | 'permission' | 'cache' | 'searchDefaults' | 'catalogs'>
>;

/** Search schemas several areas share: one item or page by id, a keyword search. */
export const id = v.object({ id: v.optional(v.string()) });
export const keyword = v.object({ keyword: v.optional(v.string()) });

export function r<const N extends string, S extends SearchSchema>(
  name: N,
  screen: RouteSpec['screen'],
  o: RouteOptions & { search: S },
): RouteSpec<N, S>;
export function r<const N extends string>(
  name: N,
  screen: RouteSpec['screen'],
  o?: RouteOptions,
): RouteSpec<N, undefined>;
export function r(
  name: string,
  screen: RouteSpec['screen'],
  o: RouteOptions & { search?: SearchSchema } = {},
): RouteSpec {
  return { name, path: `/${name}`, auth: false, cache: 'reload', screen, search: undefined, ...o };
}
export const AUTH = { auth: true } as const;
export const KEEP = { cache: 'keep' } as const;
