import { useSearch } from '@tanstack/react-router';
import { ContactPage } from '@/features/contact/ContactPage';

/** Login required: the route table's guard sends visitors to login first. `?topic=enterprise` from pricing. */
export default function Screen() {
  const { topic } = useSearch({ strict: false }) as { topic?: string };
  return <ContactPage topic={topic} />;
}
