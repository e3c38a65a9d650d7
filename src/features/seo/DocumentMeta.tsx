import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/**
 * Keeps the page's meta description (search results and link previews show it) in the interface language.
 * index.html carries the English text for the first load; the root layout loads this after the first paint,
 * with its one-message catalog, so the first screen's JavaScript does not grow.
 */
export function DocumentMeta() {
  const { t } = useLingui();
  const description = t`Discover, collect and sell NFTs and physical collectibles from independent creators: explore collections, rankings and new releases.`;
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
  return null;
}
