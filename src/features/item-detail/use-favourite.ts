import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { FavouriteState } from '@schemas/product-lists';
import type { ProductDetail } from '@schemas/products';
import { api } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { session } from '@/lib/session';
import { itemErrorTexts } from './item-detail.errors';
import { itemDetailQueries } from './item-detail.queries';
import { notify } from '@/lib/notify';
import { queryRoots } from '@/lib/query-keys';

/**
 * The heart of an item (addFavourite / removeFavourite): the detail shows the change at once and rolls it
 * back when the server refuses; the server's count then replaces the guess. Logged out, it goes to login
 * and comes back here afterwards (spec §2).
 */
export function useFavourite(id: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const here = useRouterState({ select: (s) => s.location.href });
  const key = itemDetailQueries.detail(id).queryKey;

  const mutation = useMutation({
    mutationFn: (add: boolean) =>
      api.post<FavouriteState>(add ? '/api/favourites' : '/api/favourites/remove', { id }),
    onMutate: async (add) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ProductDetail>(key);
      if (before)
        queryClient.setQueryData<ProductDetail>(key, {
          ...before,
          isFavourite: add,
          favourites: Math.max(0, before.favourites + (add ? 1 : -1)),
        });
      return { before };
    },
    onError: (err, _add, ctx) => {
      if (ctx?.before) queryClient.setQueryData(key, ctx.before);
      notify(errorText(err, itemErrorTexts), 'red');
    },
    onSuccess: (state) => {
      queryClient.setQueryData<ProductDetail>(key, (d) =>
        d ? { ...d, isFavourite: state.isFavourite, favourites: state.favourites } : d,
      );
      // Lists and the favourites tab show counts too; this detail already holds the server's answer.
      void queryClient.invalidateQueries({
        queryKey: queryRoots.catalog(),
        predicate: (q) => !(q.queryKey[1] === 'product' && q.queryKey[2] === id),
      });
    },
  });

  const toggle = (isFavourite: boolean) => {
    if (!session.isLoggedIn()) {
      session.saveReturnRoute(here);
      void navigate({ to: '/login', search: { redirect: here } });
      return;
    }
    if (!mutation.isPending) mutation.mutate(!isFavourite);
  };
  return { toggle, pending: mutation.isPending };
}
