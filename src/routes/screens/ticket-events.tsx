import { TicketEventsPage } from '@/features/tickets/TicketEventsPage';

/** Ticketed events on sale, the soonest first. */
export default function Screen() {
  return <TicketEventsPage />;
}
