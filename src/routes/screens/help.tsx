import { contentQueries } from '@/features/content/content.queries';
import { HelpPage } from '@/features/content/HelpPage';
import { currentLocale } from '@/features/content/use-locale';
import type { RouteModule } from '../route-module';

export const loader: RouteModule['loader'] = ({ queryClient }) =>
  queryClient.prefetchQuery(contentQueries.faqList(currentLocale()));

export default function Screen() {
  return <HelpPage />;
}
