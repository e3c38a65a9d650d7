import { PolicyPage } from '@/features/content/PolicyPage';

export default function Screen() {
  return <PolicyPage />;
}
