import { useSearch } from '@tanstack/react-router';
import { DoorPage } from '@/features/door/DoorPage';

/** The door (login required): `event` opens that event's door; without it, the events the member works. */
export default function Screen() {
  const { event } = useSearch({ from: '/door' });
  return <DoorPage event={event} />;
}
