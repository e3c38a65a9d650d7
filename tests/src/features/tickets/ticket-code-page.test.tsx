import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaPartsProvider, type CaptchaParts } from '@/components/captcha-parts';
import { CaptchaField } from '@/features/members/otp/CaptchaField';
import { otpQueries } from '@/features/members/otp/otp.actors';
import { memoryTicketStore, type StoredTicket, type TicketStore } from '@/features/tickets/ticket-store';
import { TicketCodePage } from '@/features/tickets/TicketCodePage';
import { session } from '@/lib/session';
import { okAnswer, refusal, stubApi, type Route } from '../../../support/api-stub';
import { render } from '../../../support/render';
import { activateEnglish } from '../catalog/fixtures';
import { EVENT_ID, text, ticketedEvent, tier, TICKET_ID, TIER_ID } from './ticket-fixtures';

const PARTS: CaptchaParts = { captchaQuery: otpQueries.captcha, CaptchaField };
const CODE_PATH = '/api/tickets/code';
const EVENT_PATH = '/api/tickets/events/one';
// Five seconds into a 30 s window.
const START = Date.UTC(2030, 3, 10, 12, 0, 5);
const SAVED: StoredTicket = {
  ticketId: TICKET_ID,
  eventId: EVENT_ID,
  tierId: TIER_ID,
  secretVersion: 1,
  signature: 'A'.repeat(86),
  seed: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  event: {
    title: text('Harbour night'),
    venue: 'Pier 4',
    startsAt: '2030-05-01T11:00:00.000Z',
    endsAt: '2030-05-01T15:00:00.000Z',
  },
  tierName: text('Standing'),
  savedAt: START - 86_400_000,
};
const CODE = { ...SAVED, period: 30, digits: 6 };

beforeAll(activateEnglish);
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(START);
  session.start('member-1', 'tok');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.clear();
});

const offline: Route = () => {
  throw new TypeError('Failed to fetch');
};
const open = (store: TicketStore) =>
  render(
    <CaptchaPartsProvider parts={PARTS}>
      <TicketCodePage id={TICKET_ID} store={store} />
    </CaptchaPartsProvider>,
    { path: '/ticket' },
  );

describe("the holder's code view", () => {
  it('draws a new QR at each 30 s window, with a countdown and one polite announcement', async () => {
    const store = memoryTicketStore();
    stubApi({ [CODE_PATH]: okAnswer(CODE), [EVENT_PATH]: okAnswer(ticketedEvent()) });
    await open(store);
    const qr = await screen.findByTestId('ticket-qr');
    expect(qr).toHaveAttribute('alt', 'Entry code of Harbour night · Standing');
    expect(screen.getByTestId('code-countdown')).toHaveTextContent('New code in 25 s');
    const first = qr.getAttribute('src');
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent('');

    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(screen.getByTestId('ticket-qr').getAttribute('src')).toBe(first);
    expect(screen.getByTestId('code-countdown')).toHaveTextContent('New code in 5 s');

    await act(() => vi.advanceTimersByTimeAsync(6_000));
    await vi.waitFor(() => expect(screen.getByTestId('ticket-qr').getAttribute('src')).not.toBe(first));
    expect(live).toHaveTextContent('Code refreshed');
    expect(screen.getByTestId('code-countdown')).toHaveTextContent('New code in 29 s');
    // Fetched once, kept on the device.
    expect((await store.get(TICKET_ID))?.seed).toBe(SAVED.seed);
  });

  it('draws from the device when the network is gone, and says it is offline', async () => {
    const store = memoryTicketStore([SAVED]);
    const calls = stubApi({ [CODE_PATH]: offline, [EVENT_PATH]: offline });
    await open(store);
    expect(await screen.findByTestId('code-offline')).toHaveTextContent('You are offline.');
    expect(await screen.findByTestId('ticket-qr')).toHaveAttribute(
      'alt',
      'Entry code of Harbour night · Standing',
    );
    expect(screen.queryByRole('button', { name: /transfer/i })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === EVENT_PATH)).toHaveLength(0);
  });

  it('says so when offline with nothing saved', async () => {
    stubApi({ [CODE_PATH]: offline });
    await open(memoryTicketStore());
    expect(await screen.findByRole('alert')).toHaveTextContent('not saved on this phone yet');
    expect(screen.queryByTestId('ticket-qr')).not.toBeInTheDocument();
  });

  it('removes the saved code of a ticket no longer valid (409) or no longer the holder’s (404)', async () => {
    for (const [code, words] of [
      [409, 'This ticket is no longer valid.'],
      [404, 'This ticket could not be found. It may have moved to another member.'],
    ] as const) {
      const store = memoryTicketStore([SAVED]);
      stubApi({ [CODE_PATH]: refusal(200, code) });
      const { unmount } = await open(store);
      expect(await screen.findByRole('heading', { name: words })).toBeInTheDocument();
      expect(await store.get(TICKET_ID)).toBeUndefined();
      unmount();
    }
  });

  it('transfers the ticket where its tier allows: the fee shown, the cap kept, a confirmation, the code removed', async () => {
    const store = memoryTicketStore();
    const calls = stubApi({
      [CODE_PATH]: okAnswer(CODE),
      [EVENT_PATH]: okAnswer(
        ticketedEvent([tier({ transfer: { allowed: true, priceCap: '15000', feeBp: 500 } })]),
      ),
      '/api/captcha': okAnswer({ captchaId: 'cap-1', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
      '/api/tickets/transfer': okAnswer({
        transferId: 't1',
        ticketId: TICKET_ID,
        to: { memberId: 'm2', name: 'Friend' },
        secretVersion: 2,
        currency: 'HKD',
        price: '10000',
        feeBp: 500,
        fee: '500',
        createdAt: new Date(START).toISOString(),
      }),
    });
    const { user } = await open(store);
    await user.click(await screen.findByRole('button', { name: 'Transfer this ticket' }));
    await user.click(screen.getByRole('radio', { name: 'E-mail' }));
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'friend@example.com');
    await user.type(screen.getByRole('textbox', { name: /Picture code/ }), 'k7pm');
    const price = screen.getByRole('textbox', { name: 'Asking price (optional)' });
    await user.type(price, '200');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText("The asking price is above this tier's cap.")).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '100');
    expect(screen.getByTestId('transfer-fee')).toHaveTextContent('Organiser’s fee: HK$5.00');
    // The price was refused here, before the server: the picture code was not used up.
    expect(screen.getByRole('textbox', { name: /Picture code/ })).toHaveValue('k7pm');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(/Transfer Harbour night · Standing to friend@example.com\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByTestId('ticket-moved')).toHaveTextContent('The ticket moved to Friend.');
    const sent = calls.find((c) => c.path === '/api/tickets/transfer')!.fields;
    expect(
      Object.fromEntries(
        ['id', 'by', 'email', 'price', 'captchaId', 'captchaText'].map((k) => [k, sent.get(k)]),
      ),
    ).toEqual({
      id: TICKET_ID,
      by: 'email',
      email: 'friend@example.com',
      price: '10000',
      captchaId: 'cap-1',
      captchaText: 'k7pm',
    });
    expect(sent.get('requestKey')).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await store.get(TICKET_ID)).toBeUndefined();
  });
});
