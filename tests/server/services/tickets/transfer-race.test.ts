import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, tickets, ticketTransfers } from '../../../../server/db/schema';
import { ApiError } from '../../../../server/http/errors';
import type { TransferTicketForm } from '../../../../server/schemas/ticket-door';
import { transferTicket } from '../../../../server/services/tickets/transfer';
import type { TestServer } from '../../../support/server';
import { captcha, loyaltyServer, merchantOf, person } from '../../routes/loyalty-fixtures';
import { issued } from '../../routes/ticket-door-fixtures';
import { savedEvent, tierForm } from '../../routes/tickets-fixtures';

// Runs on PGlite, and on PostgreSQL (where the transfers really run at once) when TEST_DATABASE_URL is set.
let s: TestServer;
beforeAll(async () => {
  s = await loyaltyServer();
}, 120_000);
afterAll(() => s?.close());

async function resold() {
  const shop = await merchantOf(s, { plan: 'ENTERPRISE' });
  const e = await savedEvent(s, shop, {}, [tierForm(s, { transferAllowed: 'true' })]);
  const holder = await person(s);
  const [id] = await issued(s, e.tiers[0]!.id, holder.memberId, 1);
  return { holder, id: id! };
}

async function formTo(id: string, requestKey: string): Promise<TransferTicketForm> {
  const to = await person(s, { email: `to-${randomUUID()}@example.com` });
  const [m] = await s.deps.db.select().from(members).where(eq(members.id, to.memberId));
  return {
    mcId: 'COM',
    appId: 'NFTH5',
    platform: 'WEB',
    id,
    requestKey,
    by: 'email',
    areaCode: '+852',
    mobile: '',
    email: m!.email!,
    quantity: 1,
    ...(await captcha(s)),
  };
}

const attempt = (memberId: string, f: TransferTicketForm) =>
  transferTicket(s.deps, memberId, f).then(
    (r) => ({ ok: r }),
    (err: unknown) => {
      if (err instanceof ApiError) return { refused: err.message };
      throw err;
    },
  );

describe('transferTicket at once', () => {
  it('two transfers of one ticket to different members: one moves it, the other finds it changed', async () => {
    const { holder, id } = await resold();
    const forms = await Promise.all([formTo(id, `a-${randomUUID()}`), formTo(id, `b-${randomUUID()}`)]);
    const results = await Promise.all(forms.map((f) => attempt(holder.memberId, f)));
    const moved = results.flatMap((r) => ('ok' in r ? [r.ok] : []));
    expect(moved).toHaveLength(1);
    expect(results.find((r) => 'refused' in r)).toEqual({ refused: 'ticket_changed' });
    const [t] = await s.deps.db.select().from(tickets).where(eq(tickets.id, id));
    expect([t!.ownerId, t!.secretVersion]).toEqual([moved[0]!.to.memberId, 2]);
  });

  it('the same request twice at once moves the ticket once and answers both the same', async () => {
    const { holder, id } = await resold();
    const f = await formTo(id, `same-${randomUUID()}`);
    const twin = { ...f, ...(await captcha(s)) };
    const [a, b] = await Promise.all([attempt(holder.memberId, f), attempt(holder.memberId, twin)]);
    expect(a).toEqual(b);
    expect(
      await s.deps.db.select().from(ticketTransfers).where(eq(ticketTransfers.ticketId, id)),
    ).toHaveLength(1);
    const [t] = await s.deps.db.select().from(tickets).where(eq(tickets.id, id));
    expect(t!.secretVersion).toBe(2);
  });
});
