import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckinEntry } from '@schemas/ticket-door';
import MerchantLoyaltyScreen from '@/routes/screens/merchant-loyalty';
import { session } from '@/lib/session';
import { okAnswer, refusal, stubApi, type ApiCall } from '../../../../support/api-stub';
import { render } from '../../../../support/render';
import { EVENT_ID, ME, ticketedEvent } from './merchant-fixtures';

const TICKET = 'aaaaaaaa-0000-4000-8000-000000000001';
const entry = (over: Partial<CheckinEntry>): CheckinEntry => ({
  id: 'c1',
  nonce: 'n1',
  ticketId: TICKET,
  deviceId: 'phone-a',
  gate: 'North',
  doorTime: '2026-12-20T11:05:00.000Z',
  receivedAt: '2026-12-20T11:06:00.000Z',
  result: 'ADMITTED',
  reason: '',
  conflictWith: null,
  operatorId: null,
  ...over,
});

const ADMISSION = entry({});
const CONFLICT = entry({
  id: 'c2',
  nonce: 'n2',
  deviceId: 'phone-b',
  gate: 'South',
  doorTime: '2026-12-20T11:05:20.000Z',
  result: 'CONFLICT',
  reason: 'duplicate',
  conflictWith: { id: 'c1', deviceId: 'phone-a', gate: 'North', doorTime: Date.parse(ADMISSION.doorTime) },
});
const REFUSED = entry({ id: 'c3', nonce: 'n3', ticketId: null, result: 'REFUSED', reason: 'expired_code' });

function merchantApi(checkins: (call: ApiCall) => ReturnType<typeof okAnswer>) {
  return stubApi({
    '/api/coupons/batches/mine': okAnswer({ items: [] }),
    '/api/tickets/door/staff': (call) =>
      call.method === 'POST'
        ? call.fields.get('member') === 'nobody'
          ? refusal(404, 404, null, 'member_not_found')
          : okAnswer({
              items:
                call.fields.get('action') === 'add'
                  ? [{ memberId: 'm2', name: 'Door Dan', loginName: 'dan', addedAt: '2026-11-01T00:00:00Z' }]
                  : [],
            })
        : okAnswer({
            items: [
              { memberId: 'm1', name: 'Gate Gina', loginName: 'gina', addedAt: '2026-11-01T00:00:00Z' },
            ],
          }),
    '/api/tickets/events': okAnswer({ items: [ticketedEvent()], nextCursor: null }),
    '/api/tickets/door/checkins': checkins,
  });
}

const open = () =>
  render(MerchantLoyaltyScreen, { path: '/merchantLoyalty', url: '/merchantLoyalty?tab=events' });

beforeEach(() => session.start(ME, 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('an event’s check-ins and the door staff', { timeout: 60_000 }, () => {
  it('lists the event with its sales and door link, and its check-ins with the conflict and what it lost to', async () => {
    const calls = merchantApi((call) =>
      call.fields.get('cursor')
        ? okAnswer({ items: [ADMISSION], nextCursor: null })
        : call.fields.get('result') === 'CONFLICT'
          ? okAnswer({ items: [CONFLICT], nextCursor: null })
          : okAnswer({ items: [REFUSED, CONFLICT], nextCursor: 'next' }),
    );
    const { user } = await open();
    const row = await screen.findByTestId('merchant-event');
    expect(within(row).getByText('Standing: 3 of 100 sold')).toBeInTheDocument();
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: 'Open the door page of Harbour jazz night' }),
    ).toHaveAttribute('href', `#/door?event=${EVENT_ID}`);
    await user.click(within(row).getByRole('button', { name: 'Check-ins of Harbour jazz night' }));

    const heading = await screen.findByRole('heading', { name: 'Check-ins of Harbour jazz night' });
    await waitFor(() => expect(heading).toHaveFocus());
    const rows = await screen.findAllByTestId('checkin');
    expect(rows.map((r) => r.dataset.result)).toEqual(['REFUSED', 'CONFLICT']);
    expect(within(rows[0]!).getByText('The code had expired (a screenshot?)')).toBeInTheDocument();
    const conflict = rows[1]!;
    expect(within(conflict).getByText('Conflict')).toBeInTheDocument();
    expect(within(conflict).getByText(/Gate South · device phone-b · ticket aaaaaaaa/)).toBeInTheDocument();
    expect(
      within(conflict).getByText(/^Lost to the admission at gate North \(device phone-a\) at /),
    ).toBeInTheDocument();

    // Paged: the next page follows below, newest first throughout.
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('checkin')).toHaveLength(3));
    expect(calls.find((c) => c.fields.get('cursor') === 'next')?.fields.get('eventId')).toBe(EVENT_ID);

    // One result at a time.
    await user.click(screen.getByRole('textbox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Conflict', hidden: true }));
    await waitFor(() => expect(screen.getAllByTestId('checkin')).toHaveLength(1));
    expect(screen.getByTestId('checkin').dataset.result).toBe('CONFLICT');

    await user.click(screen.getByRole('button', { name: 'Back to your events' }));
    expect(await screen.findByTestId('merchant-event')).toBeInTheDocument();
  });

  it('an event without scans says so', async () => {
    merchantApi(() => okAnswer({ items: [], nextCursor: null }));
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Check-ins of Harbour jazz night' }));
    expect(await screen.findByText('No check-ins yet.')).toBeInTheDocument();
  });

  it('names door staff by login name, says when no member has it, and asks before removing one', async () => {
    const calls = merchantApi(() => okAnswer({ items: [], nextCursor: null }));
    const { user } = await open();
    expect(await screen.findByText('Gate Gina')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Member id or login name' });
    await user.type(field, 'nobody');
    await user.click(screen.getByRole('button', { name: 'Name as door staff' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('No member has this member id or login name.'),
    );
    await user.clear(field);
    await user.type(field, 'dan');
    await user.click(screen.getByRole('button', { name: 'Name as door staff' }));
    expect(await screen.findByText('Door Dan')).toBeInTheDocument();
    expect(field).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove Door Dan from the door staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove dan from the door staff?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No door staff yet.')).toBeInTheDocument();
    const posts = calls.filter((c) => c.path === '/api/tickets/door/staff' && c.method === 'POST');
    expect(posts.map((c) => [c.fields.get('member'), c.fields.get('action')])).toEqual([
      ['nobody', 'add'],
      ['dan', 'add'],
      ['m2', 'remove'],
    ]);
  });
});
