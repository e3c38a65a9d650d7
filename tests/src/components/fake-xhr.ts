import { act } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';

/** The transport boundary of uploads: api.upload reports progress through XMLHttpRequest, so this stands in. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static last = () => FakeXhr.sent.at(-1)!;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  status = 0;
  responseText = '';
  timeout = 0;
  aborted = false;
  path = '';
  body: Blob | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_m: string, path: string) {
    this.path = path;
  }
  setRequestHeader() {}
  send(body: Blob) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(fraction: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 }));
  }
  answer(code: number, data: unknown) {
    this.status = code === 200 ? 200 : 400;
    this.responseText = JSON.stringify({ meta: { code, message: 'x' }, data });
    act(() => this.onload?.());
  }
}

/**
 * Environment polyfill, not a product double: Node's Request (which api.upload uses to serialise the form,
 * as a browser's does) cannot read jsdom's FormData/File, so the platform's own FormData stands in.
 */
export function useNodeFormData() {
  let jsdomFormData: typeof FormData;
  beforeAll(async () => {
    jsdomFormData = globalThis.FormData;
    const form = await new Response('a=1', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }).formData();
    globalThis.FormData = form.constructor as typeof FormData;
  });
  afterAll(() => {
    globalThis.FormData = jsdomFormData;
  });
}
