import { useLingui } from '@lingui/react/macro';
import { Accordion, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { LocalText } from '@schemas/campaigns';
import { INTL_TAG, LOCALES, LOCALE_NAMES, type Locale } from '@/lib/locale';

type Props = {
  /** The text's name ("Title", "Step 2"); each field's label adds its language. */
  label: string;
  value: LocalText;
  onChange: (locale: Locale, text: string) => void;
  /** The shown problem of one language's field. */
  error: (locale: Locale) => string | undefined;
  maxLength: number;
  multiline?: boolean;
};

const OTHERS = LOCALES.filter((l) => l !== 'en_US');

/**
 * One text in the interface languages (a campaign's, an event's): English, required (a language left blank shows it), and the other interface languages
 * folded away, opened when one has a text or a problem so nothing typed or refused is hidden.
 */
export function LocalTextFields({ label, value, onChange, error, maxLength, multiline }: Props) {
  const { t } = useLingui();
  const [open, setOpen] = useState<string | null>(() =>
    OTHERS.some((l) => value[l].trim()) ? 'others' : null,
  );
  const othersFailed = OTHERS.some((l) => error(l));
  const field = (locale: Locale, name: string, required: boolean) => {
    const props = {
      label: name,
      required,
      maxLength,
      value: value[locale],
      error: error(locale),
      // Read aloud in its own language (en_JP and en_KR hold Japanese and Korean).
      lang: INTL_TAG[locale],
    };
    return multiline ? (
      <Textarea
        key={locale}
        {...props}
        autosize
        minRows={1}
        onChange={(e) => onChange(locale, e.currentTarget.value)}
      />
    ) : (
      <TextInput key={locale} {...props} onChange={(e) => onChange(locale, e.currentTarget.value)} />
    );
  };
  return (
    <Stack gap={4}>
      {field('en_US', t`${label} (English)`, true)}
      <Accordion
        value={othersFailed ? 'others' : open}
        onChange={setOpen}
        variant="subtle"
        chevronPosition="left"
      >
        <Accordion.Item value="others">
          <Accordion.Control>{t`${label}: other languages`}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              {OTHERS.map((l) => {
                const language = LOCALE_NAMES[l];
                return field(l, t`${label} in ${language}`, false);
              })}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
