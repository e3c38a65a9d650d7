import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Button, Menu, NativeSelect } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { languageMachine } from '@machines/language.machine';
import { features } from '@/lib/flags';
import { INTL_TAG, isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@/lib/locale';
import { session } from '@/lib/session';
import { useFlow } from '@/lib/use-flow';
import { activate, save } from './language.actors';
import { notify } from '@/lib/notify';

const machine = languageMachine.provide({
  actors: { activate, save },
  actions: {
    notifySaveFailed: () =>
      notify(t({ id: 'address_set_err', message: 'Could not save your language setting' }), 'red'),
  },
});

/** Languages offered: en_JP and en_KR only with the openMoreLang flag (spec §1 "optionally"), or when active. */
export function offeredLocales(current: string, more = features.openMoreLang): Locale[] {
  return LOCALES.filter((l) => more || (l !== 'en_JP' && l !== 'en_KR') || l === current);
}

function useChooser() {
  const actor = useFlow(machine);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const { i18n } = useLingui();
  const current = isLocale(i18n.locale) ? i18n.locale : 'en_US';
  const choose = (locale: Locale) =>
    actor.send({ type: 'language.choose', locale, loggedIn: session.isLoggedIn() });
  return { current, choose, busy };
}

/** Header language menu (spec §1/§4): each language by its own name; choosing applies it at once. */
export function LanguageSwitch() {
  const { current, choose, busy } = useChooser();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          loading={busy}
          leftSection={<IconLanguage size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t`Language: ${LOCALE_NAMES[current]}`}
          // Never squeezed in a full header bar (its label would be cut): the search box gives way instead.
          style={{ flex: 'none' }}
        >
          {/* The name shows on wide screens; narrower desktops keep the icon and the labelled button. */}
          <Box component="span" lang={INTL_TAG[current]} visibleFrom="xl">
            {LOCALE_NAMES[current]}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {offeredLocales(current).map((l) => (
          <Menu.Item
            key={l}
            lang={INTL_TAG[l]}
            onClick={() => choose(l)}
            aria-current={l === current ? 'true' : undefined}
            rightSection={l === current ? <IconCheck size={14} aria-hidden /> : null}
          >
            {LOCALE_NAMES[l]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The same choice as a plain select, for the phone drawer. */
export function LanguageSelect() {
  const { current, choose } = useChooser();
  return (
    <NativeSelect
      label={t`Language`}
      value={current}
      onChange={(e) => {
        const v = e.currentTarget.value;
        if (isLocale(v)) choose(v);
      }}
      data={offeredLocales(current).map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
    />
  );
}
