import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLocale, loadCatalogs } from '@/lib/i18n';

// src/lib/i18n.ts: a feature catalog asked for while a language is being loaded (a route opened during the
// start-up, or while the member switches language) is live with that language, never left out.
describe('feature catalogs and the language being activated', () => {
  it('a catalog asked for during a switch is in the new language once both have finished', async () => {
    const { messages: members } = (await import('../../../locales/zh_TW/members.po')) as {
      messages: Record<string, unknown>;
    };
    const ids = Object.keys(members);
    expect(ids.length).toBeGreaterThan(10);

    const switching = activateLocale('zh_TW', { remember: false });
    const catalog = loadCatalogs(['members']); // asked for before the switch has loaded its catalogs
    await Promise.all([switching, catalog]);

    expect(i18n.locale).toBe('zh_TW');
    const missing = ids.filter((id) => !(id in i18n.messages));
    expect(missing).toEqual([]);
  });
});
