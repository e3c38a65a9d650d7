import { Container } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SignupForm } from '@/features/members/SignupForm';
import { session } from '@/lib/session';

/** Only in-app paths are followed after sign-up, never another origin or the login/sign-up pages. */
function inApp(href: string | null | undefined): string | null {
  if (!href || !href.startsWith('/') || href.startsWith('//')) return null;
  if (href.startsWith('/login') || href.startsWith('/signup')) return null;
  return href;
}

/** Spec §2 signup: the new member is logged in and returns to the saved route (as after login), else home. */
export default function Screen() {
  const { redirect } = useSearch({ from: '/signup' });
  const navigate = useNavigate();
  const done = useCallback(() => {
    const saved = session.takeReturnRoute();
    void navigate({ href: inApp(redirect) ?? inApp(saved) ?? '/home', replace: true });
  }, [navigate, redirect]);
  return (
    <Container size="sm" py="xl">
      <SignupForm onSignedUp={done} redirect={inApp(redirect) ?? undefined} />
    </Container>
  );
}
