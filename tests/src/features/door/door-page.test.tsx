import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import DoorScreen from '@/routes/screens/door';
import { closeDoorDb } from '@/features/door/door-db';
import { session } from '@/lib/session';
import type { DoorEvent } from '@schemas/ticket-door';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';
import { fakeIndexedDb } from './door-fixtures';

const EVENT: DoorEvent = {
  id: '9b2c1f0e-8d7a-4c6b-9e5f-1a2b3c4d5e6f',
  title: {
    en_US: 'Harbour night',
    zh_TW: 'Harbour night',
    zh_CN: 'Harbour night',
    en_JP: 'Harbour night',
    en_KR: 'Harbour night',
  },
  venue: 'Pier 4',
  startsAt: '2026-12-01T12:00:00.000Z',
  endsAt: '2026-12-01T16:00:00.000Z',
  opensAt: '2026-12-01T09:00:00.000Z',
  status: 'PUBLISHED',
  merchantName: 'Harbour Bean Café',
  role: 'STAFF',
};

beforeEach(async () => {
  session.start('11111111-1111-4111-8111-111111111111', 'tok');
  await closeDoorDb();
  fakeIndexedDb();
});
// The fake IndexedDB stays stubbed until the file ends (ui-setup.ts): a door still closing uses it.
afterEach(() => session.clear());
afterAll(() => closeDoorDb());

describe('the door page (#/door)', () => {
  it('lists the events the member works the door of, each linking to its door', async () => {
    stubApi({ '/api/tickets/door/events': okAnswer({ items: [EVENT] }) });
    render(DoorScreen, { path: '/door', url: '/door' });
    const link = await screen.findByRole('link', { name: 'Harbour night' });
    expect(link).toHaveAttribute('href', expect.stringContaining(`event=${EVENT.id}`));
    expect(screen.getByText('Harbour Bean Café · Pier 4')).toBeInTheDocument();
  });

  it('says when there are none, and shows an error with a retry', async () => {
    stubApi({ '/api/tickets/door/events': [refusal(503, 503), okAnswer({ items: [] })] });
    const { user } = await render(DoorScreen, { path: '/door', url: '/door' });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You work the door of no upcoming event/)).toBeInTheDocument();
  });

  it('tells a member who is not door staff so (403 not_door_staff), with no camera', async () => {
    stubApi({
      '/api/tickets/door/events': okAnswer({ items: [] }),
      '/api/tickets/door/kit': refusal(403, 403, null, 'not_door_staff'),
    });
    render(DoorScreen, { path: '/door', url: `/door?event=${EVENT.id}` });
    expect(await screen.findByTestId('door-forbidden')).toHaveTextContent(
      "You are not door staff for this event. Ask the event's organiser to name you.",
    );
    expect(screen.queryByTestId('door-camera')).not.toBeInTheDocument();
  });
});
