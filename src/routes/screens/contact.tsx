import { useSearch } from '@tanstack/react-router';
import { ContactPage } from '@/features/contact/ContactPage';

/** Login required: the route table's guard sends visitors to login first. `?topic=enterprise` from pricing. */
export default function Screen() {
  const { topic } = useSearch({ from: '/contact' });
  return <ContactPage topic={topic} />;
}
