import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SupportPage } from '@/features/orders/SupportPage';
import { session } from '@/lib/session';
import { refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';

const CSV =
  'memberId,name,email,balanceCents,balanceHkd,currency,entries\r\nm2,Seller,s@x.com,12345,123.45,HKD,2\r\n';

/** The server's CSV answer: a file, not the JSON envelope. */
function stubCsv() {
  const seen: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push({ url: String(input), headers: (init?.headers ?? {}) as Record<string, string> });
      return new Response(CSV, {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="card-payouts-2026-11-25.csv"',
        },
      });
    }),
  );
  return seen;
}

beforeEach(() => session.start('m1', 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.clear();
});

describe('card payout export on the support page', () => {
  it('fetches the CSV with the signed client and saves it under the server’s file name', async () => {
    const seen = stubCsv();
    const blobs: Blob[] = [];
    // jsdom has no object URLs; the test's own stand-ins record what was saved.
    Object.assign(URL, {
      createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:payouts')),
      revokeObjectURL: vi.fn(),
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = await render(<SupportPage allowed />, { path: '/support' });
    await user.click(screen.getByRole('button', { name: 'Export card payouts (CSV)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('card-payouts-2026-11-25.csv');
    expect(clicked[0]!.href).toBe('blob:payouts');
    expect(await blobs[0]!.text()).toBe(CSV);
    const [call] = seen;
    expect(call!.url).toMatch(/^\/api\/payouts\/fiat\?.*format=csv/);
    expect(call!.headers).toMatchObject({ 'X-Member-Id': 'm1', 'X-Token': 'tok' });
    expect(Object.keys(call!.headers)).toEqual(
      expect.arrayContaining(['X-Signature', 'X-Nonce', 'X-Timestamp']),
    );
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:payouts'));
  });

  it('shows a refusal with its code instead of saving a file', async () => {
    stubApi({ '/api/payouts/fiat': refusal(403, 403) });
    const { user } = await render(<SupportPage allowed />, { path: '/support' });
    await user.click(screen.getByRole('button', { name: 'Export card payouts (CSV)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The export could not be downloaded');
    expect(alert).toHaveTextContent('Only customer service can do this.');
    expect(alert).toHaveTextContent('Code 403');
  });

  it('is not offered to members without the SUPPORT tag', async () => {
    stubApi({});
    await render(<SupportPage allowed={false} />, { path: '/support' });
    expect(screen.queryByRole('button', { name: /Export card payouts/ })).toBeNull();
  });
});
