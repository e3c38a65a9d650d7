import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** A friendly 404 for any path the route table does not know. The big number is violet.5: 3:1 as large text. */
export function NotFound() {
  return (
    <Stack align="center" ta="center" py={64} px="md" gap="md">
      <Text fz={64} fw={800} c="violet.5" aria-hidden>
        404
      </Text>
      <Title order={1}>
        <Trans>We couldn't find that page</Trans>
      </Title>
      <Text c="dimmed" maw={480}>
        <Trans>The link may be broken or the page may have moved. Let's get you back on track.</Trans>
      </Text>
      <Group justify="center">
        <Button renderRoot={(p) => <Link to="/home" {...p} />}>
          <Trans>Back to home</Trans>
        </Button>
        <Button variant="light" renderRoot={(p) => <Link to="/explore" {...p} />}>
          <Trans>Explore NFTs</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
