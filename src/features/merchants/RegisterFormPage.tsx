import { useLingui } from '@lingui/react/macro';
import { Center, Container, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ListError } from '@/components/ListState';
import { useLoggedIn } from '@/lib/use-session';
import { ApplicationStatus } from './ApplicationStatus';
import { merchantQueries } from './merchants.queries';
import { RegistrationPage } from './RegistrationPage';

/**
 * The registerForm route: a signed-in applicant sees their application (its state, a requested document);
 * anyone else the registration form.
 */
export function RegisterFormPage() {
  const { t } = useLingui();
  const loggedIn = useLoggedIn();
  const application = useQuery({ ...merchantQueries.myApplication(), enabled: loggedIn });
  const refetch = application.refetch;
  const registered = useCallback(() => void refetch(), [refetch]);
  if (loggedIn && application.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t`Loading`} />
      </Center>
    );
  if (loggedIn && application.isError)
    return (
      <Container size="sm" py="lg">
        <ListError
          error={application.error}
          onRetry={registered}
          title={t`Your application could not be loaded`}
        />
      </Container>
    );
  if (application.data) return <ApplicationStatus application={application.data} />;
  return <RegistrationPage onRegistered={registered} />;
}
