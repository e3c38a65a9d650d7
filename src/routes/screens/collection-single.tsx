import { ComingSoonPage } from '@/features/shell/StatusPages';

/** Placeholder until the catalogue screens land (issue 4). */
export default function Screen() {
  return <ComingSoonPage />;
}
