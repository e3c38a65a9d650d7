import { MaintenancePage } from '@/features/shell/status-pages';

export default function Screen() {
  return <MaintenancePage />;
}
