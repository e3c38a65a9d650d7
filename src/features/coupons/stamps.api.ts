import type { MyStampCard, MyStamps, StampCard, StampGrant } from '@schemas/stamps';
import { api } from '@/lib/api';

type Opts = { signal?: AbortSignal };

/** The e-stamp calls (server/routes/stamps.ts). */
export const stampsApi = {
  mine: (o: Opts = {}) => api.get<{ items: MyStamps[] }>('/api/stamps/mine', {}, o),
  myCard: (o: Opts = {}) => api.get<MyStampCard>('/api/stamps/card/mine', {}, o),
  save: (fields: Record<string, string>) => api.post<StampCard>('/api/stamps/card', fields),
  grant: (payload: string, key: string, o: Opts = {}) =>
    api.post<StampGrant>('/api/stamps/grant', { payload, key }, o),
};
