import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';

/**
 * The page's meta description in the interface language (search results and link previews show it).
 * index.html carries the English text for the first load; this keeps it in step with the language switch.
 */
const DESCRIPTION = msg`Discover, collect and sell NFTs and physical collectibles from independent creators: explore collections, rankings and new releases.`;

/** Sets the meta description to the active language's text. */
export function describeDocument() {
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18n._(DESCRIPTION));
}
