import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { queryRoots } from '@/lib/query-keys';
import { ApiError, CLIENT_CODES } from '@/lib/api-error';
import { newRequestKey } from './ticket-text';
import { ticketsApi } from './tickets.api';
import { ticketQueries } from './tickets.queries';

/** Whether a failed call may have reached the server: no answer came back (network, timeout). */
const unanswered = (err: unknown) =>
  err instanceof ApiError && (err.code === CLIENT_CODES.NETWORK || err.code === CLIENT_CODES.TIMEOUT);

/**
 * buyTickets for one tier (Buy now on the event page, or Check out of the cart's line with `fromCart`), then the
 * checkout's payment step (a free tier's order is FULLPAID at once: its
 * success page). One `requestKey` per attempt: a retry of the same quantity after no answer sends the same key,
 * so the server answers the order it may already have made instead of making a second one; a refusal or a
 * different quantity starts a new attempt.
 */
export function useBuyTickets(tierId: string, fromCart = false) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const attempt = useRef<{ key: string; quantity: number } | null>(null);
  return useMutation({
    mutationFn: (quantity: number) => {
      if (attempt.current?.quantity !== quantity) attempt.current = { key: newRequestKey(), quantity };
      return ticketsApi.buy(tierId, quantity, attempt.current.key, fromCart);
    },
    onSuccess: async (order) => {
      attempt.current = null;
      void queryClient.invalidateQueries({ queryKey: ticketQueries.all() });
      void queryClient.invalidateQueries({ queryKey: queryRoots.orders() });
      await navigate(
        order.status === 'FULLPAID'
          ? { to: '/paymentSuccess', search: { orderId: order.id } }
          : { to: '/payment', search: { orderId: order.id } },
      );
    },
    onError: (err) => {
      if (!unanswered(err)) attempt.current = null;
    },
  });
}
