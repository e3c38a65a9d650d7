import { ComingSoonPage } from '@/features/shell/StatusPages';

export default function Screen() {
  return <ComingSoonPage />;
}
