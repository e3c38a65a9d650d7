import { describe, expect, it } from 'vitest';
import { Code } from '../../../server/schemas/codes';
import type { DoorEvent } from '../../../server/schemas/ticket-door';
import type { TestServer } from '../../support/server';
import { merchantOf, person, type MerchantFixture } from './loyalty-fixtures';
import { setStaff } from './ticket-door-fixtures';
import { savedEvent, tierForm, withTicketShop } from './tickets-fixtures';

let s: TestServer;
let shop: MerchantFixture;
withTicketShop((made) => ({ s, shop } = made));

const HOUR = 3_600_000;
const doorEvents = (who: { memberId: string; token: string }) =>
  s.request('GET', '/api/tickets/door/events', { session: who });

describe('listDoorEvents', () => {
  it("lists the owner's and the named staff's events not yet ended, the soonest first; nothing for others", async () => {
    const now = s.clock.now.getTime();
    const later = await savedEvent(s, shop, { title: { en_US: 'Later' } });
    const soon = await savedEvent(
      s,
      shop,
      {
        title: { en_US: 'Soon' },
        status: 'DRAFT',
        startsAt: new Date(now + HOUR).toISOString(),
        endsAt: new Date(now + 3 * HOUR).toISOString(),
      },
      [tierForm(s, { saleEndsAt: new Date(now + HOUR).toISOString() })],
    );
    const other = await merchantOf(s, { plan: 'ENTERPRISE' });
    await savedEvent(s, other, { title: { en_US: 'Elsewhere' } });
    const staff = await person(s);
    const stranger = await person(s);

    const mine = await doorEvents(shop.session);
    expect(mine.meta.code).toBe(Code.OK);
    const ids = (mine.data.items as DoorEvent[]).map((e) => e.id);
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(later.id));
    expect((mine.data.items as DoorEvent[]).find((e) => e.id === soon.id)).toMatchObject({
      title: { en_US: 'Soon', zh_TW: 'Soon' },
      venue: 'Pier 4',
      status: 'DRAFT',
      role: 'OWNER',
      opensAt: new Date(now - 2 * HOUR).toISOString(),
    });
    expect((await doorEvents(staff)).data.items).toEqual([]);
    await setStaff(s, shop.session, staff.memberId);
    const staffed = (await doorEvents(staff)).data.items as DoorEvent[];
    expect(staffed.map((e) => e.id)).toEqual(ids);
    expect(staffed.every((e) => e.role === 'STAFF')).toBe(true);
    expect((await doorEvents(stranger)).data.items).toEqual([]);

    // Once an event has ended it leaves the list.
    s.clock.now = new Date(now + 4 * HOUR);
    const after = ((await doorEvents(shop.session)).data.items as DoorEvent[]).map((e) => e.id);
    expect(after).not.toContain(soon.id);
    expect(after).toContain(later.id);
    expect((await s.request('GET', '/api/tickets/door/events', {})).meta.code).toBe(Code.UNAUTHORIZED);
  });
});
