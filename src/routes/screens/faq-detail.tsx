import { useSearch } from '@tanstack/react-router';
import { contentQueries } from '@/features/content/content.queries';
import { FaqDetail, faqId } from '@/features/content/FaqDetail';
import { currentLocale } from '@/features/content/use-locale';
import type { RouteModule } from '../route-module';

/** Serves both #/faqDetail?id= and #/helpSingle?id=. */
type Search = { id?: string };

export const loader: RouteModule['loader'] = async ({ queryClient, search }) => {
  const id = faqId((search as Search).id);
  if (id !== null) await queryClient.prefetchQuery(contentQueries.faqDetail(currentLocale(), id));
};

export default function Screen() {
  const { id } = useSearch({ strict: false });
  return <FaqDetail id={id} />;
}
