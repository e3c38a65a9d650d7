import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export. Used for UI that the first paint does not need (menus, drawers, the
 * footer sign-up), so it loads right after the page renders instead of weighing on the initial bundle.
 */
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
