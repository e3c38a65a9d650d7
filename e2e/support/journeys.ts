import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';

/** Interface languages (lingui.config.ts) and the names the language switch shows for them. */
export const LOCALE_NAMES = {
  en_US: 'English',
  zh_TW: '繁體中文',
  zh_CN: '简体中文',
  en_JP: '日本語',
  en_KR: '한국어',
} as const;
export type Locale = keyof typeof LOCALE_NAMES;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const catalogs = new Map<Locale, Map<string, string>>();

/** Reads a PO string literal list (`"a" "b"` continuation lines) into one string. */
function unquote(parts: string[]): string {
  return parts.map((p) => JSON.parse(p) as string).join('');
}

/**
 * The msgid → msgstr pairs of the catalogs in locales/<locale>/, read at test time (the build compiles the
 * same files). Handles single-line and continued (`msgid ""` + `"…"` lines) entries; skips plurals.
 */
export function catalog(locale: Locale): Map<string, string> {
  const hit = catalogs.get(locale);
  if (hit) return hit;
  // Every catalog of the language (lingui.config.ts: the shell's messages.po and one per feature).
  const dir = path.join(root, 'locales', locale);
  const text = readdirSync(dir)
    .filter((f) => f.endsWith('.po'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join('\n\n');
  const map = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | null = null;
  let id: string[] = [];
  let str: string[] = [];
  const flush = () => {
    if (id.length) {
      const key = unquote(id);
      if (key) map.set(key, unquote(str));
    }
    id = [];
    str = [];
    field = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    let m: RegExpMatchArray | null;
    if ((m = line.match(/^msgid (".*")$/))) {
      flush();
      field = 'msgid';
      id = [m[1]!];
    } else if ((m = line.match(/^msgstr (".*")$/))) {
      field = 'msgstr';
      str = [m[1]!];
    } else if (/^".*"$/.test(line) && field) {
      (field === 'msgid' ? id : str).push(line);
    } else if (line === '' || line.startsWith('#') || line.startsWith('msgid_plural')) {
      if (line === '') flush();
      else if (line.startsWith('msgid_plural')) field = null;
    }
  }
  flush();
  catalogs.set(locale, map);
  return map;
}

/** The translation of `id` in `locale`; '' when the entry is missing or not translated yet. */
export function msgstr(locale: Locale, id: string): string {
  return catalog(locale).get(id) ?? '';
}

/** What the UI shows for `id` in `locale`: its translation, else the English text (Lingui's fallback). */
export function uiText(locale: Locale, id: string): string {
  return msgstr(locale, id) || msgstr('en_US', id) || id;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An exact-match pattern for any of `ids` as any interface language may show it (labels after a switch). */
export function anyLanguage(...ids: string[]): RegExp {
  const texts = new Set(
    ids.flatMap((id) => (Object.keys(LOCALE_NAMES) as Locale[]).map((l) => uiText(l, id))),
  );
  return new RegExp(`^(${[...texts].map(escape).join('|')})$`);
}

/** Below Mantine's `lg` breakpoint (75em) the header navigation lives in the burger drawer. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1200;
}

/** Below Mantine's `md` breakpoint (62em) search and language are in the drawer too. */
export function hasCompactHeader(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 992;
}

/**
 * The site header landmark. The first banner: Mantine's Drawer renders its title bar as a <header> too,
 * which exposes a second banner (portalled to the end of <body>) while the drawer is open.
 */
export function header(page: Page): Locator {
  return page.getByRole('banner').first();
}

/** The header's burger button (phone layouts); its label flips between "Open menu" and "Close menu". */
export function burger(page: Page): Locator {
  return header(page).getByRole('button', { name: anyLanguage('Open menu', 'Close menu') });
}

/**
 * Opens the burger drawer (phone layouts) and returns it. Works whatever the interface language. Goes by
 * the burger's aria-expanded, not the dialog's visibility, so a drawer still closing is opened again.
 */
export async function openDrawer(page: Page): Promise<Locator> {
  const button = burger(page);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Closes the burger drawer if it is open (Escape) and waits until it is gone. */
export async function closeDrawer(page: Page): Promise<void> {
  const button = burger(page);
  if (!(await button.isVisible()) || (await button.getAttribute('aria-expanded')) !== 'true') return;
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('dialog')).toBeHidden();
}

/**
 * Where the header navigation is: the desktop `Main` nav in the header, or the drawer (opened) on phones.
 * Either way the returned locator scopes the navigation entries.
 */
export async function mainNav(page: Page): Promise<Locator> {
  const scope = isPhone(page) ? await openDrawer(page) : header(page);
  return scope.getByRole('navigation', { name: anyLanguage('Main') });
}

/** The header search box (in the drawer on phones, which it opens). */
export async function headerSearch(page: Page): Promise<Locator> {
  const scope = hasCompactHeader(page) ? await openDrawer(page) : header(page);
  return scope.getByRole('searchbox', { name: anyLanguage('Search items, collections and creators') });
}

/**
 * Chooses an interface language with the header switch: the language menu on desktop, the drawer's
 * select on phones (the drawer stays open afterwards). Waits for <html lang> to change to `htmlLang`.
 */
export async function chooseLanguage(page: Page, locale: Locale, htmlLang: string): Promise<void> {
  if (hasCompactHeader(page)) {
    const drawer = await openDrawer(page);
    await drawer.getByRole('combobox', { name: anyLanguage('Language') }).selectOption(locale);
  } else {
    const names = Object.values(LOCALE_NAMES).map(escape).join('|');
    const button = header(page).getByRole('button', { name: new RegExp(names) });
    const item = page.getByRole('menuitem', { name: LOCALE_NAMES[locale], exact: true });
    // Right after a login the member's header parts (cart, bell, balance) arrive and move the button, and a
    // click can land on the menu while it shifts: the pick is tried again until the page takes the language.
    await expect(async () => {
      if (!(await item.isVisible())) await button.click();
      await item.click({ timeout: 2_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  }
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
}

/** The footer landmark (contentinfo). */
export function footer(page: Page): Locator {
  return page.getByRole('contentinfo');
}

/**
 * Fills and submits the login form at #/login (login name, password, terms) without waiting for the
 * outcome. Uses the textboxes' accessible names: Mantine's required asterisk is part of the <label> text,
 * so `getByLabel('Login name', { exact: true })` (support/login.ts) finds nothing.
 */
export async function submitLoginForm(page: Page, account: { loginName: string; password: string }) {
  await page.getByRole('textbox', { name: 'Login name', exact: true }).fill(account.loginName);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: /^(I have read and accept|I agree)/ }).check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Logs in through the UI, starting at `from` (a login-required route or #/login); waits to leave login. */
export async function loginAs(
  page: Page,
  account: { loginName: string; password: string },
  from = '/#/login',
): Promise<void> {
  await page.goto(from);
  await expect(page).toHaveURL(/#\/login/);
  await submitLoginForm(page, account);
  await expect(page).not.toHaveURL(/#\/login/);
}
