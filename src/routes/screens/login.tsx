import { Container, Divider, Stack } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { GoogleButton } from '@/features/members/google/GoogleButton';
import { GoogleReturn } from '@/features/members/google/GoogleReturn';
import { LoginForm } from '@/features/members/LoginForm';
import { applyServerLanguage } from '@/features/shell/language.actors';
import { features } from '@/lib/flags';
import { session } from '@/lib/session';

/** Only in-app paths are followed after login, never another origin or the login page itself. */
function inApp(href: string | null | undefined): string | null {
  if (!href || !href.startsWith('/') || href.startsWith('//') || href.startsWith('/login')) return null;
  return href;
}

/**
 * Spec §2 login: any method (the form's tabs, or Google when third-party login is on), then the member's
 * saved language, then back to the saved route (the `redirect` search or the stored return route), else home.
 */
export default function Screen() {
  const { redirect, oidc, oidc_error } = useSearch({ from: '/login' });
  const navigate = useNavigate();
  const back = inApp(redirect) ?? undefined;
  const done = useCallback(
    async (returnTo?: string | null) => {
      // Spec §4: the member's saved language applies after login (never en_JP/en_KR); failures keep the current one.
      await applyServerLanguage();
      const saved = session.takeReturnRoute();
      void navigate({ href: inApp(returnTo) ?? inApp(redirect) ?? inApp(saved) ?? '/home', replace: true });
    },
    [navigate, redirect],
  );
  const googleBack = oidc || oidc_error;
  return (
    <Container size="xs" py="xl">
      <Stack>
        {googleBack && (
          <GoogleReturn
            ticket={oidc}
            errorCode={Number(oidc_error) || undefined}
            onDone={(answer) => void done('returnTo' in answer ? answer.returnTo : null)}
          />
        )}
        <LoginForm onLoggedIn={() => void done()} redirect={back} />
        {features.isOpenThidLogin && (
          <>
            <Divider />
            <GoogleButton returnTo={back} />
          </>
        )}
      </Stack>
    </Container>
  );
}
