import { ContactPage } from '@/features/contact/ContactPage';

/** Login required: the route table's guard sends visitors to login first. */
export default function Screen() {
  return <ContactPage />;
}
