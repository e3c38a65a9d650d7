import { TermsConditionsPage } from '@/features/content/TermsConditionsPage';

export default function Screen() {
  return <TermsConditionsPage />;
}
