import { MyTicketsPage } from '@/features/tickets/MyTicketsPage';

/** My tickets (login required): the member's tickets by event, each opening its code. */
export default function Screen() {
  return <MyTicketsPage />;
}
