import { lazy, type ComponentType } from 'react';
import { loadCatalogs } from '@/lib/i18n';

/**
 * React.lazy for a named export. Used for UI that the first paint does not need (menus, drawers, the
 * footer sign-up), so it loads right after the page renders instead of weighing on the initial bundle.
 * `catalogs` are the feature catalogs (lingui.config.ts) it shows, loaded with it.
 */
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  catalogs: readonly string[] = [],
) {
  return lazy(async () => {
    const [mod] = await Promise.all([load(), loadCatalogs(catalogs)]);
    return { default: mod[name] };
  });
}
