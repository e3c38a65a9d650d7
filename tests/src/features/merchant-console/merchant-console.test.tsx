import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MerchantMember, MerchantStats as Stats } from '@schemas/merchant-console';
import { MerchantMembers } from '@/features/merchant-console/MerchantMembers';
import { MerchantStats } from '@/features/merchant-console/MerchantStats';
import { session } from '@/lib/session';
import { render } from '../../../support/render';
import { activateEnglish, ok, refusal, stubApi } from '../catalog/fixtures';

beforeAll(activateEnglish);
beforeEach(() => session.start('m1', 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.clear();
});

const member = (n: number, over: Partial<MerchantMember> = {}): MerchantMember => ({
  cardId: `c${n}`,
  cardNumber: `DEMOCOUPON-${String(n).padStart(8, '0')}`,
  programme: 'Harbour Bean Club',
  tier: 'Silver',
  memberId: `m${n}`,
  memberName: `Member ${n}`,
  state: 'ACTIVE',
  expired: false,
  joinedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('merchant members', () => {
  it('lists the card holders and pages on with the cursor', async () => {
    const calls = stubApi((_, q) =>
      q.get('cursor') === 'next'
        ? ok({ items: [member(3, { state: 'CLAIMED', expired: true })], nextCursor: null })
        : ok({ items: [member(1), member(2)], nextCursor: 'next' }),
    );
    const { user } = await render(<MerchantMembers />);
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('DEMOCOUPON-00000001')).toBeInTheDocument();
    expect(within(table).getAllByText('Harbour Bean Club · Silver')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show more members' }));
    expect(await within(table).findByText('Member 3')).toBeInTheDocument();
    expect(within(table).getByText(/Not activated/)).toHaveTextContent('Not activated · expired');
    expect(calls[0]!.path).toBe('/api/merchants/members');
    expect(calls[1]!.query.get('cursor')).toBe('next');
    expect(screen.queryByRole('button', { name: 'Show more members' })).not.toBeInTheDocument();
  });

  it('says when nobody holds a card yet, and shows a refusal with its code', async () => {
    stubApi(() => ok({ items: [], nextCursor: null }));
    const first = await render(<MerchantMembers />);
    expect(await screen.findByText('No members hold your cards yet.')).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    stubApi(() => refusal(500, 9000));
    await render(<MerchantMembers />);
    expect(await screen.findByRole('alert')).toHaveTextContent('9000');
  });

  it('downloads the CSV with the signed client under the server’s file name', async () => {
    const csv = '\uFEFFcardNumber,programme\r\n';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).startsWith('/api/merchants/members/export')
          ? new Response(csv, {
              status: 200,
              headers: {
                'Content-Type': 'text/csv; charset=utf-8',
                'Content-Disposition': 'attachment; filename="DEMOCOUPON-members-2026-11-26.csv"',
              },
            })
          : new Response(
              JSON.stringify({ meta: { code: 200, message: 'ok' }, data: { items: [], nextCursor: null } }),
              {
                status: 200,
                headers: { 'Content-Type': 'application/json' },
              },
            ),
      ),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:members'), revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = await render(<MerchantMembers />);
    await user.click(await screen.findByRole('button', { name: 'Download members (CSV)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('DEMOCOUPON-members-2026-11-26.csv');
  });
});

const STATS: Stats = {
  currency: 'HKD',
  days: Array.from({ length: 30 }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    couponsCollected: i === 29 ? 4 : 0,
    couponsRedeemed: i === 29 ? 1 : 0,
    cardsActivated: i === 28 ? 2 : 0,
    sales: i === 29 ? '22600' : '0',
  })),
};

describe('merchant figures', () => {
  it('gives the 30 days as a table beside the charts, with the totals', { timeout: 30_000 }, async () => {
    stubApi(() => ok(STATS));
    await render(<MerchantStats />);
    const table = await screen.findByRole('table', { name: 'Figures per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    // Newest first: the last day's figures lead.
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('2026-11-30');
    expect(rows[1]).toHaveTextContent(/4\s*1\s*0\s*HK\$226\.00/);
    expect(
      screen.getByText(
        'Last 30 days: 4 coupons collected, 1 redeemed, 2 cards activated, HK$226.00 in sales.',
      ),
    ).toBeInTheDocument();
    expect(
      // The charts' chunk (recharts) loads lazily.
      await screen.findByRole(
        'img',
        { name: 'Charts of the last 30 days; the table has the same figures.' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  });

  it('shows a refusal (a plan without the tools) with its code', async () => {
    stubApi(() => refusal(403, 403, 'plan_lacks_feature'));
    await render(<MerchantStats />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
