import type { LocalText } from '@schemas/campaigns';

/** A campaign text in the interface language; a language the merchant left blank shows the English. */
export const localText = (text: LocalText, locale: string): string =>
  text[locale as keyof LocalText] || text.en_US;
