import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ListEmpty } from '@/components/ListState';
import { HeldItems } from './member-lists';

/**
 * Spec §2 playercollect: the items a member holds (`?memberId=`, else the logged-in member). Logged out
 * without a member id it asks to log in and comes back here afterwards.
 */
export function HeldItemsPage({
  memberId,
  self,
  name,
}: {
  /** Whose items; undefined when nobody is logged in and the URL names nobody. */
  memberId: string | undefined;
  /** The logged-in member's own page. */
  self: boolean;
  /** The member's name once their profile is loaded (another member's page). */
  name?: string | undefined;
}) {
  if (!memberId)
    return (
      <ListEmpty title={<Trans>Log in to see the NFTs you hold.</Trans>}>
        <Button renderRoot={(p) => <Link to="/login" search={{ redirect: '/playercollect' }} {...p} />}>
          <Trans>Log in</Trans>
        </Button>
      </ListEmpty>
    );
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {self ? (
            <Trans>My NFTs</Trans>
          ) : name ? (
            <Trans>NFTs held by {name}</Trans>
          ) : (
            <Trans>Collected NFTs</Trans>
          )}
        </Title>
        {!self && (
          <Text c="dimmed">
            <Anchor renderRoot={(p) => <Link to="/author1" search={{ id: memberId }} {...p} />}>
              <Trans>See this member’s page</Trans>
            </Anchor>
          </Text>
        )}
      </Stack>
      <div>
        <HeldItems
          memberId={self ? undefined : memberId}
          empty={self ? <Trans>You do not hold any NFTs yet.</Trans> : <Trans>No NFTs held yet.</Trans>}
        >
          {self && (
            <Anchor renderRoot={(p) => <Link to="/explore" {...p} />} size="sm">
              <Trans>Browse all NFTs</Trans>
            </Anchor>
          )}
        </HeldItems>
      </div>
    </Stack>
  );
}
