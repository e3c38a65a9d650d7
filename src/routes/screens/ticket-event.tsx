import { useSearch } from '@tanstack/react-router';
import { TicketEventPage } from '@/features/tickets/TicketEventPage';

/** One ticketed event (`?id=`) and its tiers to buy. */
export default function Screen() {
  const { id } = useSearch({ from: '/ticketEvent' });
  return <TicketEventPage key={id} id={id ?? ''} />;
}
