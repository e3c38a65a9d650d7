import { useNavigate, useSearch } from '@tanstack/react-router';
import type { RouteModule } from '../route-module';
import { catalogQueries } from '@/features/catalog/catalog.queries';
import { RankPage, rankParams } from '@/features/catalog/RankPage';

/** Warms the ranking of the URL's period (`?period=1d|7d|30d|all`) and chain (`?chain=`). */
export const loader: RouteModule['loader'] = ({ queryClient, search }) => {
  const { period, chain } = rankParams(search);
  return queryClient.prefetchQuery(catalogQueries.ranking(period, chain));
};

export default function Screen() {
  const search = useSearch({ from: '/rank' });
  const navigate = useNavigate();
  const { period, chain } = rankParams(search);
  return (
    <RankPage
      period={period}
      chain={chain}
      onChange={(next) =>
        void navigate({
          to: '/rank',
          search: {
            ...(next.period === '7d' ? {} : { period: next.period }),
            ...(next.chain === 'ALL' ? {} : { chain: next.chain }),
          },
        })
      }
    />
  );
}
