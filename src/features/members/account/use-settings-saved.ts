import { useQueryClient } from '@tanstack/react-query';
import type { LoginSettings } from '@schemas/account';
import { memberQueries } from '../members.queries';
import { accountQueries } from './account.api';

/** After a change: the page's settings come from the answer, the header's member detail is re-read. */
export function useSettingsSaved() {
  const queryClient = useQueryClient();
  return (next: LoginSettings) => {
    queryClient.setQueryData(accountQueries.settings().queryKey, next);
    void queryClient.invalidateQueries({ queryKey: memberQueries.me().queryKey });
  };
}
