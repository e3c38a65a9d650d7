import { BlogList } from '@/features/content/BlogList';
import { contentQueries } from '@/features/content/content.queries';
import { currentLocale } from '@/features/content/use-locale';
import type { RouteModule } from '../route-module';

export const loader: RouteModule['loader'] = ({ queryClient }) =>
  queryClient.prefetchInfiniteQuery(contentQueries.blogList(currentLocale()));

export default function Screen() {
  return <BlogList />;
}
