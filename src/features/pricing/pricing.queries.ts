import { queryOptions } from '@tanstack/react-query';
import type { MyPlan } from '@schemas/merchants';
import { api } from '@/lib/api';

/** The signed-in member's merchant plan (getMyPlan), keyed ['pricing', 'plan']; subscribing invalidates it. */
export const pricingQueries = {
  all: () => ['pricing'] as const,
  myPlan: () =>
    queryOptions({
      queryKey: [...pricingQueries.all(), 'plan'] as const,
      queryFn: ({ signal }) => api.get<MyPlan>('/api/merchants/plan', {}, { signal }),
    }),
};

/** subscribePlan: answers the plan with its invoice (the order to pay on the payment page). */
export const subscribePlan = (plan: 'BASIC' | 'BUSINESS') =>
  api.post<MyPlan>('/api/merchants/plan/subscribe', { plan });

/** cancelPlan: the plan runs to the end of its month. */
export const cancelPlan = () => api.post<MyPlan>('/api/merchants/plan/cancel', {});
