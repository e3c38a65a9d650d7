import { ComingSoonPage } from '@/features/shell/status-pages';

export default function Screen() {
  return <ComingSoonPage />;
}
