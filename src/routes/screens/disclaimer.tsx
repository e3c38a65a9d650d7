import { DisclaimerPage } from '@/features/content/DisclaimerPage';

export default function Screen() {
  return <DisclaimerPage />;
}
