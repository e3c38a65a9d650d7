import type { LocalText } from '@schemas/campaigns';

/** An event's text in the interface language; a language the merchant left blank shows the English. */
export const eventText = (text: LocalText, locale: string): string =>
  text[locale as keyof LocalText] || text.en_US;
