import { MaintenancePage } from '@/features/shell/StatusPages';

export default function Screen() {
  return <MaintenancePage />;
}
