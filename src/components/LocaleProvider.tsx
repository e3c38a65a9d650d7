import type { I18n } from '@lingui/core';
import { LinguiContext, type I18nContext } from '@lingui/react';
import { startTransition, useEffect, useState, type ReactNode } from 'react';

const contextOf = (i18n: I18n): I18nContext => ({ i18n, _: i18n.t.bind(i18n) });

/**
 * Lingui's I18nProvider, with one difference: a catalog loaded in the current language re-renders the texts in a
 * transition, which React splits into short slices. Lingui's provider re-renders every text at once on each
 * `i18n.load`, and the app loads a feature's catalog whenever a route or lazy part first needs it
 * (src/lib/i18n.ts loadCatalogs): on a phone each was one task of 120 ms or more (bench/README.md). A change
 * of language still re-renders at once.
 */
export function LocaleProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [state, setState] = useState(() => ({ locale: i18n.locale, value: contextOf(i18n) }));
  useEffect(() => {
    const update = () => {
      const next = { locale: i18n.locale, value: contextOf(i18n) };
      setState((s) => (s.locale === next.locale ? s : next));
      startTransition(() => setState(next));
    };
    // A change between the first render and this subscription is not missed.
    if (i18n.locale !== state.locale) update();
    return i18n.on('change', update);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribes once per i18n instance
  }, [i18n]);
  if (!state.locale) return null;
  return <LinguiContext.Provider value={state.value}>{children}</LinguiContext.Provider>;
}
