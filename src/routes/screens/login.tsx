import { Container } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { LoginForm } from '@/features/members/LoginForm';
import { applyServerLanguage } from '@/features/shell/language.actors';
import { session } from '@/lib/session';

/** Only in-app paths are followed after login, never another origin or the login page itself. */
function inApp(href: string | null | undefined): string | null {
  if (!href || !href.startsWith('/') || href.startsWith('//') || href.startsWith('/login')) return null;
  return href;
}

/** Spec §2 login: applies the saved language, then back to the saved route (the `redirect` search or the stored return route), else home. */
export default function Screen() {
  const { redirect } = useSearch({ strict: false }) as { redirect?: string };
  const navigate = useNavigate();
  const done = useCallback(async () => {
    // Spec §4: the member's saved language applies after login (never en_JP/en_KR); failures keep the current one.
    await applyServerLanguage();
    const saved = session.takeReturnRoute();
    void navigate({ href: inApp(redirect) ?? inApp(saved) ?? '/home', replace: true });
  }, [navigate, redirect]);
  return (
    <Container size="xs" py="xl">
      <LoginForm onLoggedIn={done} redirect={inApp(redirect) ?? undefined} />
    </Container>
  );
}
