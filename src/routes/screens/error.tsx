import { useSearch } from '@tanstack/react-router';
import { ErrorPage } from '@/features/shell/status-pages';

/** `?code=` (validated in the route table) names the refusal that sent the user here. */
export default function Screen() {
  const { code } = useSearch({ from: '/error' });
  return <ErrorPage code={code} />;
}
