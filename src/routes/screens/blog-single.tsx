import { useSearch } from '@tanstack/react-router';
import { BlogPost } from '@/features/content/BlogPost';
import { contentQueries } from '@/features/content/content.queries';
import { currentLocale } from '@/features/content/use-locale';
import type { RouteModule } from '../route-module';

type Search = { id?: string };

export const loader: RouteModule['loader'] = async ({ queryClient, search }) => {
  const id = (search as Search).id;
  if (id) await queryClient.prefetchQuery(contentQueries.blogPost(currentLocale(), id));
};

export default function Screen() {
  const { id } = useSearch({ from: '/blogSingle' });
  return <BlogPost id={id} />;
}
