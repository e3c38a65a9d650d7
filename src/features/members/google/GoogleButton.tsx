import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { OidcPurpose } from '@schemas/oidc';
import { codeOf } from '@/lib/error-text';
import { startGoogle } from './google.api';
import { googleErrorText } from './google.errors';

/**
 * "Continue with Google" (login) or "Link Google account" (login settings, needs a session): asks the server
 * for the provider's URL and sends the browser there. The browser comes back to #/login or #/userAccount.
 */
export function GoogleButton({
  purpose = 'login',
  returnTo,
  assign = (url: string) => window.location.assign(url),
}: {
  purpose?: OidcPurpose;
  /** An app path to return to after signing in (e.g. the page that sent the user to login). */
  returnTo?: string;
  /** How to leave for the provider; the default is a full page navigation. */
  assign?: (url: string) => void;
}) {
  const alertRef = useRef<HTMLDivElement>(null);
  const start = useMutation({
    mutationFn: () => startGoogle(purpose, returnTo),
    onSuccess: ({ authorizationUrl }) => assign(authorizationUrl),
  });
  // Stays busy after success: the page is about to leave for the provider.
  const busy = start.isPending || start.isSuccess;

  useEffect(() => {
    if (start.isError) alertRef.current?.focus();
  }, [start.isError]);

  return (
    <Stack gap="xs">
      {start.isError && (
        <Alert color="red" role="alert" ref={alertRef} tabIndex={-1}>
          {googleErrorText(codeOf(start.error), purpose)}
        </Alert>
      )}
      <Button
        variant="default"
        fullWidth
        leftSection={<IconBrandGoogle size={18} aria-hidden />}
        loading={busy}
        onClick={() => start.mutate()}
      >
        {purpose === 'bind' ? <Trans>Link Google account</Trans> : <Trans>Continue with Google</Trans>}
      </Button>
    </Stack>
  );
}
