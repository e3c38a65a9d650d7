import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../server/env';
import { isLoopbackHost, publicExposure } from '../../../server/sandboxes/exposure';
import { SANDBOX_RULES, sandboxPolicy } from '../../../server/sandboxes/registry';
import { SANDBOX_IDS } from '../../../server/schemas/sandboxes';

/** Every setting that replaces a sandbox with the real provider. */
const REAL: Record<string, string> = {
  GOOGLE_ISSUER: 'https://accounts.google.com',
  SMTP_URL: 'smtp://mail.example:587',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example/send',
  CUSTONOMY_WIDGET_URL: 'https://widget.example/custonomy.js',
  CUSTONOMY_CALLBACK_SECRET: 'a-real-provider-secret',
  RATES_PROVIDER: 'http',
  RATES_URL: 'https://rates.example/simple/price',
  PAYMENT_CARD_PROVIDER: 'http',
  CARD_HTTP_URL: 'https://cards.example/api',
  CARD_CALLBACK_SECRET: 'a-real-card-secret',
  STRIPE_SECRET_KEY: 'sk_live_x',
  MASTERCARD_GATEWAY_URL: 'https://ap-gateway.mastercard.com',
  BYON_API_URL: 'https://byon.example/api',
  SPIRAL_API_URL: 'https://spiral.example/api',
  SUPER_ADMIN_PASSWORD_HASH: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
};
const policy = (vars: Record<string, string>) => sandboxPolicy(readEnv(vars));

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST', '::ffff:127.0.0.1'])(
    '%s is loopback',
    (h) => expect(isLoopbackHost(h)).toBe(true),
  );
  it.each(['0.0.0.0', '', '::', '192.168.1.20', '10.0.0.1', '128.0.0.1', 'example.com', '127.0.0.1.nip.io'])(
    '%s is not',
    (h) => expect(isLoopbackHost(h)).toBe(false),
  );
});

describe('publicExposure', () => {
  it('names the setting that exposes the server', () => {
    expect(publicExposure({ HOST: '127.0.0.1', PUBLIC_URL: '' })).toBeNull();
    expect(publicExposure({ HOST: '127.0.0.1', PUBLIC_URL: 'http://localhost:8080/' })).toBeNull();
    expect(publicExposure({ HOST: '0.0.0.0', PUBLIC_URL: '' })).toBe('HOST=0.0.0.0');
    // Behind a reverse proxy the bind is loopback, but users arrive from the network.
    expect(publicExposure({ HOST: '127.0.0.1', PUBLIC_URL: 'https://market.example' })).toBe(
      'PUBLIC_URL=https://market.example',
    );
    expect(publicExposure({ HOST: '::1', PUBLIC_URL: 'not a url' })).toBe('PUBLIC_URL=not a url');
  });
});

describe('sandboxPolicy', () => {
  it('on a loopback bind (the default) runs every implied sandbox', () => {
    const p = policy({});
    expect(p).toEqual({ implied: [...SANDBOX_IDS], on: [...SANDBOX_IDS], exposure: null, refusal: null });
  });

  it('on a public bind refuses to start, naming every setting to give and the two ways out', () => {
    const p = policy({ HOST: '0.0.0.0' });
    expect(p.on).toEqual([]);
    expect(p.exposure).toBe('HOST=0.0.0.0');
    expect(p.refusal).toContain('HOST=0.0.0.0');
    for (const setting of [
      'GOOGLE_ISSUER',
      'SMTP_URL',
      'SMS_PROVIDER=http',
      'DEV_MAILBOX=false',
      'CUSTONOMY_WIDGET_URL',
      'CUSTONOMY_CALLBACK_SECRET',
      'RATES_URL',
      'PAYMENT_CARD_PROVIDER=http',
      'CARD_CALLBACK_SECRET',
      'SUPER_ADMIN_PASSWORD_HASH',
      'SANDBOXES=on',
      'HOST=127.0.0.1',
    ]) {
      expect(p.refusal).toContain(setting);
    }
  });

  it('a public PUBLIC_URL refuses like a public bind', () => {
    expect(policy({ PUBLIC_URL: 'https://market.example' }).refusal).toContain(
      'PUBLIC_URL=https://market.example',
    );
  });

  it('SANDBOXES=on allows them on a public bind', () => {
    const p = policy({ HOST: '0.0.0.0', SANDBOXES: 'on' });
    expect(p).toEqual({
      implied: [...SANDBOX_IDS],
      on: [...SANDBOX_IDS],
      exposure: 'HOST=0.0.0.0',
      refusal: null,
    });
  });

  it('SANDBOXES=off refuses even on loopback while one is implied, and starts once all are replaced', () => {
    const p = policy({ SANDBOXES: 'off' });
    expect(p.on).toEqual([]);
    expect(p.refusal).toContain('SANDBOXES=off');
    expect(policy({ ...REAL, SANDBOXES: 'off' })).toMatchObject({ implied: [], on: [], refusal: null });
  });

  it('a public bind with every sandbox replaced starts with none on', () => {
    expect(policy({ ...REAL, HOST: '0.0.0.0' })).toEqual({
      implied: [],
      on: [],
      exposure: 'HOST=0.0.0.0',
      refusal: null,
    });
  });

  // Each sandbox alone: the real settings minus the ones that replace it.
  it.each([
    ['google', { GOOGLE_ISSUER: '' }],
    ['devMailbox', { SMTP_URL: '', SMS_PROVIDER: 'dev' }],
    ['devMailbox', { DEV_MAILBOX: 'true' }],
    ['custonomy', { CUSTONOMY_WIDGET_URL: '' }],
    ['custonomy', { CUSTONOMY_CALLBACK_SECRET: 'custonomy-sandbox-secret' }],
    ['rates', { RATES_PROVIDER: 'sandbox' }],
    ['rates', { RATES_URL: '' }],
    ['card', { PAYMENT_CARD_PROVIDER: 'sandbox' }],
    ['card', { CARD_CALLBACK_SECRET: 'card-sandbox-secret' }],
    ['stripe', { STRIPE_SECRET_KEY: '' }],
    ['mastercard', { MASTERCARD_GATEWAY_URL: '' }],
    ['byon', { BYON_API_URL: '' }],
    ['spiral', { SPIRAL_API_URL: '' }],
  ])('%s is implied by %o and named in the refusal', (id, change) => {
    const p = policy({ ...REAL, HOST: '0.0.0.0', ...change });
    expect(p.implied).toEqual([id]);
    expect(p.refusal).toMatch(new RegExp(`^  - ${id}: `, 'm'));
    expect(p.refusal?.split('\n').filter((l) => l.startsWith('  - '))).toHaveLength(1);
  });

  it('DEV_MAILBOX=false replaces the dev mailbox even without SMTP; `auto` turns it off once anything is delivered', () => {
    expect(policy({ ...REAL, SMTP_URL: '', SMS_PROVIDER: 'dev', DEV_MAILBOX: 'false' }).implied).toEqual([]);
    expect(policy({ ...REAL, SMTP_URL: '' }).implied).toEqual([]);
    expect(policy({ ...REAL, SMS_PROVIDER: 'dev' }).implied).toEqual([]);
  });

  it('lists one rule per sandbox id, each naming its replacement', () => {
    expect(SANDBOX_RULES.map((r) => r.id)).toEqual([...SANDBOX_IDS]);
    for (const r of SANDBOX_RULES) expect(r.replacedBy).toMatch(/[A-Z_]{5,}/);
  });
});
