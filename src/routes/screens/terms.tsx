import { TermsPage } from '@/features/content/TermsPage';

export default function Screen() {
  return <TermsPage />;
}
