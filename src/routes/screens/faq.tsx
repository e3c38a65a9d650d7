import { contentQueries } from '@/features/content/content.queries';
import { FaqPage } from '@/features/content/FaqPage';
import { currentLocale } from '@/features/content/use-locale';
import type { RouteModule } from '../route-module';

export const loader: RouteModule['loader'] = ({ queryClient }) =>
  queryClient.prefetchQuery(contentQueries.faqList(currentLocale()));

export default function Screen() {
  return <FaqPage />;
}
