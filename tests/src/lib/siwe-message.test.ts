import { SiweMessage } from 'siwe';
import { describe, expect, it } from 'vitest';
import { siweMessage } from '@/lib/siwe-message';

const fields = {
  domain: 'localhost:5173',
  address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  statement: 'Bind this wallet to your account.',
  uri: 'http://localhost:5173',
  version: '1' as const,
  chainId: 31337,
  nonce: 'n0nce12345678',
  issuedAt: '2026-01-01T00:00:00.000Z',
  expirationTime: '2026-01-01T00:10:00.000Z',
};

describe('siweMessage (EIP-4361)', () => {
  it('is the text the siwe package builds and parses back to the same fields', () => {
    const text = siweMessage(fields);
    expect(text).toBe(new SiweMessage(fields).prepareMessage());
    const parsed = new SiweMessage(text);
    expect(parsed).toMatchObject(fields);
  });

  it('leaves out the statement and optional lines when absent', () => {
    const text = siweMessage({ ...fields, statement: null, expirationTime: null });
    expect(text).toBe(
      new SiweMessage({ ...fields, statement: undefined, expirationTime: undefined }).prepareMessage(),
    );
    expect(text).not.toContain('Expiration Time');
  });
});
