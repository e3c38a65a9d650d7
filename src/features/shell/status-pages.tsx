import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconHourglass, IconTool } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

function StatusPage({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <Stack align="center" ta="center" py={64} px="md" gap="md">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}

const HomeButton = () => (
  <Button renderRoot={(p) => <Link to="/home" {...p} />}>
    <Trans>Back to home</Trans>
  </Button>
);

/** Placeholder page for routes whose screens arrive later. */
export function ComingSoonPage() {
  return (
    <StatusPage icon={<IconHourglass size={32} />} title={<Trans>This page is on its way</Trans>}>
      <Text c="dimmed" maw={480}>
        <Trans>We're still building this part of the marketplace. In the meantime, have a look around.</Trans>
      </Text>
      <Group justify="center">
        <HomeButton />
        <Button variant="light" renderRoot={(p) => <Link to="/explore" {...p} />}>
          <Trans>Explore NFTs</Trans>
        </Button>
      </Group>
    </StatusPage>
  );
}

/** Shown while the service is under maintenance. */
export function MaintenancePage() {
  return (
    <StatusPage icon={<IconTool size={32} />} title={<Trans>We'll be back soon</Trans>}>
      <Text c="dimmed" maw={480}>
        <Trans>
          The marketplace is undergoing scheduled maintenance. Please check back in a little while.
        </Trans>
      </Text>
      <Button variant="light" onClick={() => window.location.reload()}>
        <Trans>Try again</Trans>
      </Button>
    </StatusPage>
  );
}

/** The generic error page; `code` is the refusal code when the page that sent the user here knew it. */
export function ErrorPage({ code }: { code?: string }) {
  return (
    <StatusPage icon={<IconAlertTriangle size={32} />} title={<Trans>Something went wrong</Trans>}>
      <Text c="dimmed" maw={480}>
        {code && /^\d{1,6}$/.test(code) ? (
          <Trans>Current network is unstable, please try again later [{code}]</Trans>
        ) : (
          <Trans>An unexpected error occurred. Please try again later.</Trans>
        )}
      </Text>
      <HomeButton />
    </StatusPage>
  );
}
