import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TicketedEvent } from '@schemas/tickets';
import MerchantLoyaltyScreen from '@/routes/screens/merchant-loyalty';
import { session } from '@/lib/session';
import { okAnswer, refusal, stubApi, type ApiCall } from '../../../../support/api-stub';
import { render } from '../../../../support/render';
import { EVENT_ID, ME, text, ticketedEvent, tier } from './merchant-fixtures';

/** The merchant's API: the page's gate, the door staff, and /api/tickets/events (GET the list, POST a save). */
function merchantApi(save: (call: ApiCall) => ReturnType<typeof okAnswer>, listed: TicketedEvent[] = []) {
  return stubApi({
    '/api/coupons/batches/mine': okAnswer({ items: [] }),
    '/api/tickets/door/staff': okAnswer({ items: [] }),
    '/api/tickets/events': (call) =>
      call.method === 'POST' ? save(call) : okAnswer({ items: listed, nextCursor: null }),
  });
}

const open = () =>
  render(MerchantLoyaltyScreen, { path: '/merchantLoyalty', url: '/merchantLoyalty?tab=events' });
const saves = (calls: ApiCall[]) =>
  calls.filter((c) => c.path === '/api/tickets/events' && c.method === 'POST');
type User = Awaited<ReturnType<typeof open>>['user'];

/** Pastes a text into a field (typed key by key, long forms are slow on a busy machine). */
async function fill(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}
const box = (name: string, within_: HTMLElement = document.body) =>
  within(within_).getByRole('textbox', { name });

beforeEach(() => session.start(ME, 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('the merchant’s ticketed events (merchantLoyalty?tab=events)', { timeout: 60_000 }, () => {
  it('a plan without tickets gets the server’s reason in words and a link to the plans', async () => {
    stubApi({
      '/api/coupons/batches/mine': okAnswer({ items: [] }),
      '/api/tickets/door/staff': refusal(403, 403, null, 'plan_lacks_feature'),
    });
    await open();
    expect(await screen.findByText(/Ticketed events are part of the Enterprise plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
  });

  it('creates an event with two tiers: money as minor-unit digits, the fee in basis points', async () => {
    const calls = merchantApi(() => okAnswer(ticketedEvent()));
    const { user } = await open();
    expect(await screen.findByText('No ticketed events yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New event' }));

    await fill(user, box('Event title (English)'), 'Harbour jazz night');
    await fill(user, box('Venue'), 'Pier 4');
    let [first] = screen.getAllByTestId('ticket-tier');
    await fill(user, box('Tier name (English)', first), 'Standing');
    await fill(user, box('Price (HKD)', first), '120.50');
    await fill(user, box('Tickets in this tier', first), '100');
    await user.click(within(first!).getByRole('checkbox', { name: /may transfer/ }));
    await fill(user, box('Highest resale price (HKD)', first), '1,500');
    await fill(user, box('Your fee on a resale (%)', first), '2.5');

    await user.click(screen.getByRole('button', { name: 'Add a ticket tier' }));
    await user.click(screen.getByRole('button', { name: 'Add a ticket tier' }));
    expect(screen.getAllByTestId('ticket-tier')).toHaveLength(3);
    // The middle one goes without a question (it sold nothing); the third becomes the second.
    await user.click(screen.getByRole('button', { name: 'Remove tier 2' }));
    const tiers = screen.getAllByTestId('ticket-tier');
    expect(tiers).toHaveLength(2);
    [first] = tiers;
    await fill(user, box('Tier name (English)', tiers[1]), 'Free entry');
    await user.click(screen.getByRole('radio', { name: /^Published/ }));
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    const body = Object.fromEntries(saves(calls)[0]!.fields);
    expect(body).toMatchObject({
      'title[en_US]': 'Harbour jazz night',
      venue: 'Pier 4',
      status: 'PUBLISHED',
      'tiers[0][name][en_US]': 'Standing',
      'tiers[0][currency]': 'HKD',
      'tiers[0][price]': '12050',
      'tiers[0][capacity]': '100',
      'tiers[0][transferAllowed]': 'true',
      'tiers[0][transferPriceCap]': '150000',
      'tiers[0][transferFeeBp]': '250',
      'tiers[1][name][en_US]': 'Free entry',
      'tiers[1][price]': '0',
      'tiers[1][transferAllowed]': 'false',
    });
    expect(body.id ?? '').toBe('');
    expect(body['tiers[2][name][en_US]']).toBeUndefined();
    expect(new Date(body.endsAt!).getTime()).toBeGreaterThan(new Date(body.startsAt!).getTime());
    expect(new Date(body['tiers[0][saleEndsAt]']!).getTime()).toBeLessThanOrEqual(
      new Date(body.endsAt!).getTime(),
    );
    expect(await screen.findByText('Event Harbour jazz night saved.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Harbour jazz night' })).toBeInTheDocument();
  });

  it('shows each problem at its field, before sending and from the server', async () => {
    const answer = refusal(400, 4200, [{ path: 'tiers.0.capacity', message: 'Invalid value' }]);
    const calls = merchantApi(() => answer);
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'New event' }));
    const [first] = screen.getAllByTestId('ticket-tier');
    await fill(user, box('Price (HKD)', first), '12.345');
    await fill(user, box('Tickets per member', first), '0');
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    const title = box('Event title (English)');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Required.');
    await waitFor(() => expect(title).toHaveFocus());
    expect(box('Venue')).toHaveAccessibleDescription('Required.');
    expect(box('Tier name (English)', first)).toHaveAccessibleDescription('Required.');
    expect(box('Price (HKD)', first)).toHaveAccessibleDescription(
      /^Enter an amount such as 120 or 120\.50\./,
    );
    expect(box('Tickets per member', first)).toHaveAccessibleDescription('A whole number from 1 to 100.');
    expect(screen.getByRole('button', { name: 'Remove tier 1' })).toBeDisabled();
    expect(saves(calls)).toHaveLength(0);

    // Corrected, the server still refuses the capacity: its issue lands on the tier's field.
    await fill(user, title, 'Jazz');
    await fill(user, box('Venue'), 'Pier 4');
    await fill(user, box('Tier name (English)', first), 'Standing');
    await fill(user, box('Price (HKD)', first), '12.30');
    await fill(user, box('Tickets per member', first), '2');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.fields.get('tiers[0][price]')).toBe('1230');
    await waitFor(() =>
      expect(box('Tickets in this tier', first)).toHaveAccessibleDescription(
        'A whole number from 1 to 1,000,000.',
      ),
    );
  });

  it('asks before removing a tier that sold, and shows the server’s refusal', async () => {
    const saved = ticketedEvent({
      tiers: [tier(), tier({ id: '44444444-4444-4444-8444-444444444444', name: text('VIP') })],
    });
    const calls = merchantApi(() => refusal(409, 409, null, 'tier_has_sales'), [saved]);
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Edit Harbour jazz night' }));
    const [first] = screen.getAllByTestId('ticket-tier');
    // A saved tier shows in major units, its sales beside the capacity.
    expect(box('Price (HKD)', first)).toHaveValue('120.50');
    expect(box('Highest resale price (HKD)', first)).toHaveValue('150.00');
    expect(box('Your fee on a resale (%)', first)).toHaveValue('2.5');
    expect(within(first!).getByText('3 sold so far.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove tier 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove a tier that has sold tickets?' });
    expect(within(dialog).getByText(/This tier has sold 3 tickets/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.getAllByTestId('ticket-tier')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove tier 1' }));
    await user.click(await screen.findByRole('button', { name: 'Remove the tier' }));
    await waitFor(() => expect(screen.getAllByTestId('ticket-tier')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    const body = saves(calls)[0]!.fields;
    expect(body.get('id')).toBe(EVENT_ID);
    expect(body.get('tiers[0][id]')).toBe('44444444-4444-4444-8444-444444444444');
    expect(body.has('tiers[1][id]')).toBe(false);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A tier that has sold tickets cannot be removed.',
    );
  });
});
