import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support';
import { newPassword, profileMenu, signUpByLoginName, unique } from './support/members';

/** A valid 1×1 PNG; the server crops and re-encodes avatars (400×400 WebP). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// A fresh member rather than demo_creator: the desktop and phone projects run against one server and could
// interleave their saves of the same profile between "save" and "reload".
test('profile: edit the username and English description, saved and persisted; upload an avatar', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await signUpByLoginName(page, { loginName: `prof_${unique()}`, password: newPassword() });

  await page.goto('/#/profile');
  const username = page.getByRole('textbox', { name: 'Username' });
  const descriptionEn = page.getByRole('textbox', { name: 'Description (English)' });
  const save = page.getByRole('button', { name: 'Save profile' });
  await expect(username).toBeVisible();
  await expect(save).toBeDisabled(); // nothing changed yet

  const name = `Profile ${unique()}`;
  const about = `I make things. ${unique()}`;
  await username.fill(name);
  await descriptionEn.fill(about);
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await save.click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await expect(save).toBeDisabled();
  // The header's member menu follows the new name.
  await expect(profileMenu(page)).toContainText(name);

  await page.reload();
  await expect(username).toHaveValue(name);
  await expect(descriptionEn).toHaveValue(about);
  await expect(profileMenu(page)).toContainText(name);

  // Avatar: choose a PNG, save, and the image becomes the stored avatar.
  const avatar = page.getByRole('img', { name: 'Profile image' });
  // A new member has no image yet: Mantine's Avatar then shows the initial, no <img>.
  const before = (await avatar.count()) ? await avatar.getAttribute('src') : null;
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose image' }).click();
  await (await chooser).setFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Selected: avatar.png')).toBeVisible();
  await expect(avatar).toHaveAttribute('src', /^blob:/); // the local preview
  await save.click();
  await expect(page.getByText('Your profile has been saved.').first()).toBeVisible();
  await expect(avatar).toHaveAttribute('src', /\/files\/avatars\/.+/);
  const after = await avatar.getAttribute('src');
  expect(after).not.toBe(before);
  // The stored file is served, and survives a reload.
  expect((await page.request.get(after!)).ok()).toBe(true);
  await page.reload();
  await expect(avatar).toHaveAttribute('src', after!);

  expect(errors).toEqual([]);
});
