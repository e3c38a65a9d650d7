import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Tabs } from '@mantine/core';
import { IconBoxMultiple, IconLayoutGrid, IconPalette } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { ListEmpty } from '@/components/ListState';
import { codeOf } from '@/lib/error-text';
import { CreatorHeader } from './CreatorHeader';
import { CreatedItems, HeldItems, MemberCollections } from './member-lists';

export type CreatorTab = 'created' | 'collections' | 'owned';
const TABS: CreatorTab[] = ['created', 'collections', 'owned'];
export const creatorTab = (v: unknown): CreatorTab =>
  TABS.includes(v as CreatorTab) ? (v as CreatorTab) : 'created';

/**
 * Spec §2 author1, a creator's public page (`?id=`): the profile header and tabs for the items they
 * created, their collections and the items they hold. The tab is kept in the URL (`&tab=`).
 */
export function CreatorPage({
  memberId,
  tab,
  profile,
}: {
  memberId: string | undefined;
  tab: CreatorTab;
  profile: ComponentProps<typeof CreatorHeader>['query'];
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  if (!memberId || (profile.isError && codeOf(profile.error) === 404))
    return (
      <ListEmpty title={<Trans>This creator does not exist.</Trans>}>
        <Anchor renderRoot={(p) => <Link to="/allAuthors" {...p} />} size="sm">
          <Trans>See all creators</Trans>
        </Anchor>
      </ListEmpty>
    );
  return (
    <Stack gap="lg">
      <CreatorHeader query={profile} />
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(v) =>
          v &&
          void navigate({
            to: '.',
            search: (prev) => ({ ...prev, tab: v === 'created' ? undefined : v }),
            replace: true,
          })
        }
      >
        <Tabs.List aria-label={t`Creator’s items`}>
          <Tabs.Tab value="created" leftSection={<IconPalette size={16} aria-hidden />}>
            <Trans>Created</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="collections" leftSection={<IconLayoutGrid size={16} aria-hidden />}>
            <Trans>Collections</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="owned" leftSection={<IconBoxMultiple size={16} aria-hidden />}>
            <Trans>Owned</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="created" pt="md">
          <CreatedItems creatorId={memberId} empty={<Trans>No items created yet.</Trans>} />
        </Tabs.Panel>
        <Tabs.Panel value="collections" pt="md">
          <MemberCollections ownerId={memberId} empty={<Trans>No collections yet.</Trans>} />
        </Tabs.Panel>
        <Tabs.Panel value="owned" pt="md">
          <HeldItems memberId={memberId} empty={<Trans>No items held yet.</Trans>} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
