import { Trans } from '@lingui/react/macro';
import { Alert, Loader, Group, Text } from '@mantine/core';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { GoogleCompleteAnswer } from '@schemas/oidc';
import { codeOf } from '@/lib/error-text';
import { completeGoogleLogin } from './google.actors';
import { googleErrorText } from './google.errors';

/**
 * Trading a ticket is a query keyed by the ticket: the QueryClient runs it once however often the screen
 * mounts, which a single-use ticket needs (a second trade would be refused with 401).
 */
const ticketTrade = (queryClient: QueryClient, ticket: string) =>
  queryOptions({
    queryKey: ['oidc', 'ticket', ticket],
    queryFn: () => completeGoogleLogin(queryClient, ticket),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/**
 * What a screen shows when the browser comes back from Google: with `ticket` it trades it once and calls
 * `onDone` (a login answer carries the new session); with `errorCode` (the `oidc_error` parameter) it shows
 * the refusal. Renders nothing when neither is given.
 */
export function GoogleReturn({
  ticket,
  errorCode,
  purpose = 'login',
  onDone,
}: {
  ticket?: string;
  errorCode?: number;
  purpose?: 'login' | 'bind';
  onDone: (answer: GoogleCompleteAnswer) => void;
}) {
  const queryClient = useQueryClient();
  const trade = useQuery({ ...ticketTrade(queryClient, ticket ?? ''), enabled: Boolean(ticket) });
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (trade.data) onDoneRef.current(trade.data);
  }, [trade.data]);
  const status = !ticket
    ? null
    : trade.isError
      ? { kind: 'failed' as const, code: codeOf(trade.error) }
      : trade.isPending
        ? { kind: 'working' as const }
        : { kind: 'done' as const };

  const failedCode = status?.kind === 'failed' ? status.code : !ticket ? errorCode : undefined;
  useEffect(() => {
    if (failedCode !== undefined) alertRef.current?.focus();
  }, [failedCode]);

  if (failedCode !== undefined)
    return (
      <Alert color="red" role="alert" ref={alertRef} tabIndex={-1}>
        {googleErrorText(failedCode, purpose)}
      </Alert>
    );
  if (status?.kind === 'working')
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>
          {purpose === 'bind' ? (
            <Trans>Linking your Google account…</Trans>
          ) : (
            <Trans>Signing you in with Google…</Trans>
          )}
        </Text>
      </Group>
    );
  return null;
}
