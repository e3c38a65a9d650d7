import { notifications } from '@mantine/notifications';
import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileForm } from '@/features/members/profile/ProfileForm';
import { session } from '@/lib/session';
import { render } from '../../../support/render';
import { okAnswer, refusal, stubApi, type Answer, type ApiCall } from '../../../support/api-stub';

const PROFILE = {
  memberId: '11111111-1111-4111-8111-111111111111',
  name: 'Alice',
  displayImage: null,
  banner: null,
  descriptionZh: '',
  descriptionEn: 'Hello',
  contactEmail: null,
  social: { ig: null, meta: null, twitter: null, linkedin: null, discord: null },
  homepage: null,
  isCreator: true,
  extras: {
    englishFirstName: null,
    englishLastName: null,
    birthday: null,
    optIns: { marketing: false, newsletter: false },
  },
};

/** The network boundary: every GET answers the profile, every POST answers `post`. */
const stubProfileApi = (post: Answer) =>
  stubApi({}, (call) => (call.method === 'GET' ? okAnswer(PROFILE) : post));

const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST');
const yearsAgo = (n: number, dayShift = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - n);
  d.setUTCDate(d.getUTCDate() + dayShift);
  return d.toISOString().slice(0, 10);
};

/*
 * Environment polyfills, not product doubles: Node's Request (which api.upload uses to serialise the form,
 * as a browser's does) cannot read jsdom's FormData/File, so the platform's own ones stand in for jsdom's.
 */
let jsdomFormData: typeof FormData;
beforeAll(async () => {
  jsdomFormData = globalThis.FormData;
  const nodeFormData = (
    await new Response('a=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()
  ).constructor;
  globalThis.FormData = nodeFormData as typeof FormData;
});
afterAll(() => {
  globalThis.FormData = jsdomFormData;
});
const file = (bytes: string, name: string, type: string) =>
  new NodeFile([bytes], name, { type }) as unknown as File;

beforeEach(() => {
  session.start(PROFILE.memberId, 'tok');
  // jsdom has no object URLs; the preview only needs some URL.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  session.clear();
});

describe('profile form', () => {
  it('refuses an under-age birthday and a bad link before sending anything', async () => {
    const calls = stubProfileApi(okAnswer(PROFILE));
    const { user } = await render(ProfileForm);
    const birthday = await screen.findByLabelText('Birthday');
    fireEvent.change(birthday, { target: { value: yearsAgo(18, 1) } });
    await user.type(screen.getByLabelText('Homepage'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText('Members must be 18 to 99 years old.', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeVisible();
    expect(screen.getByText('Please enter a web address starting with https://')).toBeVisible();
    expect(posts(calls)).toEqual([]);
  });

  it('checks the image type on the client and sends a valid image with the form as multipart', async () => {
    const saved = { ...PROFILE, name: 'Alice B', displayImage: '/files/avatars/a.webp' };
    const calls = stubProfileApi(okAnswer(saved));
    const { user, container } = await render(ProfileForm);
    await screen.findByLabelText(/^Username/);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;

    fireEvent.change(input, {
      target: { files: [file('%PDF', 'doc.pdf', 'application/pdf')] },
    });
    expect(await screen.findByText('Please choose a JPEG, PNG, GIF or WebP image.')).toBeVisible();

    fireEvent.change(input, {
      target: { files: [file('png-bytes', 'me.png', 'image/png')] },
    });
    expect(await screen.findByText('Selected: me.png')).toBeVisible();
    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), 'Alice B');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeVisible();
    const [post] = posts(calls);
    expect(post!.path).toBe('/api/members/profile');
    expect(post!.body).toContain('name="image"; filename="me.png"');
    expect(post!.body).toMatch(/name="username"\r\n\r\nAlice B\r\n/);
    expect(post!.body).toMatch(/name="descriptionEn"\r\n\r\nHello\r\n/);
  });

  it('marks the image when the server refuses it (4200 on image)', async () => {
    stubProfileApi(refusal(400, 4200, [{ path: 'image', message: 'image_type' }]));
    const { user, container } = await render(ProfileForm);
    await screen.findByLabelText(/^Username/);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [file('not an image', 'x.png', 'image/png')] },
    });
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(
        screen.getByText('This file is not a JPEG, PNG, GIF or WebP image of up to 5 MB.'),
      ).toBeVisible(),
    );
  });
});

// The author page's lists (held, created, collections, favourites) are tested with the catalogue's pages in
// tests/src/features/catalog/member-pages.test.tsx.
