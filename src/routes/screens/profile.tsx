import { Trans } from '@lingui/react/macro';
import { Container, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { RouteModule } from '../route-module';
import { profileQueries } from '@/features/members/profile/profile.api';
import { ProfileForm } from '@/features/members/profile/ProfileForm';
import { UserInfoHeader } from '@/features/members/profile/UserInfoHeader';

/** Warms the member's profile (the header and the form share it). */
export const loader: RouteModule['loader'] = ({ queryClient }) =>
  queryClient.prefetchQuery(profileQueries.me());

/** Spec §2 profile (login required): the user-info header (spec §4) and the profile settings form. */
export default function Screen() {
  const [version, setVersion] = useState(0);
  return (
    <Container size="md" py="xl">
      <Stack>
        <UserInfoHeader version={version} />
        <Text c="dimmed" size="sm">
          <Trans>Edit how other members see you, and your member registration details.</Trans>
        </Text>
        <ProfileForm onSaved={() => setVersion((n) => n + 1)} />
      </Stack>
    </Container>
  );
}
