import { Trans } from '@lingui/react/macro';
import { Alert, Loader, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { GoogleCompleteAnswer } from '@schemas/oidc';
import { codeOf } from '@/lib/error-text';
import { completeGoogleLogin } from './google.actors';
import { googleErrorText } from './google.errors';

type Status = { kind: 'working' } | { kind: 'failed'; code: number } | { kind: 'done' };

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
  const [status, setStatus] = useState<Status | null>(null);
  const traded = useRef<string | null>(null);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // A ticket is single-use: trade it once even if the screen renders again.
    if (!ticket || traded.current === ticket) return;
    traded.current = ticket;
    setStatus({ kind: 'working' });
    completeGoogleLogin(queryClient, ticket).then(
      (answer) => {
        setStatus({ kind: 'done' });
        onDoneRef.current(answer);
      },
      (err: unknown) => setStatus({ kind: 'failed', code: codeOf(err) }),
    );
  }, [ticket, queryClient]);

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
