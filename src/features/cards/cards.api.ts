import type { CardDetail, CardProgramme, CardQr, CardSummary, RedeemCodeBatch } from '@schemas/cards';
import { api } from '@/lib/api';

type Opts = { signal?: AbortSignal };
type Fields = Record<string, string | string[]>;

/** The membership card calls (server/routes/cards.ts). */
export const cardsApi = {
  mine: (o: Opts = {}) => api.get<{ items: CardSummary[] }>('/api/cards/mine', {}, o),
  detail: (id: string, o: Opts = {}) => api.get<CardDetail>('/api/cards/detail', { id }, o),
  qr: (id: string) => api.post<CardQr>('/api/cards/qr', { id }),
  redeem: (code: string) => api.post<CardSummary>('/api/cards/redeem', { code }),
  activate: (fields: Fields, o: Opts = {}) => api.post<CardDetail>('/api/cards/activate', fields, o),
  transfer: (fields: Fields, o: Opts = {}) => api.post<CardSummary>('/api/cards/transfer', fields, o),
  saveInfo: (fields: Fields) => api.post<CardDetail>('/api/cards/info', fields),
  programmes: (o: Opts = {}) => api.get<{ items: CardProgramme[] }>('/api/cards/programmes/mine', {}, o),
  createProgramme: (fields: Fields) => api.post<CardProgramme>('/api/cards/programmes', fields),
  generateCodes: (fields: Fields) => api.post<RedeemCodeBatch>('/api/cards/codes', fields),
};
