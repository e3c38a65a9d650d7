import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, SegmentedControl, Stack, Tabs } from '@mantine/core';
import { IconHeart, IconLayoutGrid, IconPhoto } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { CreatedItems, FavouriteItems, HeldItems, MemberCollections } from '@/features/catalog/member-lists';
import { UserInfoHeader } from '@/features/members/profile/UserInfoHeader';
import { session } from '@/lib/session';

type Tab = 'own' | 'collection' | 'fav';

const Explore = () => (
  <Anchor renderRoot={(p) => <Link to="/explore" {...p} />} size="sm">
    <Trans>Browse all NFTs</Trans>
  </Anchor>
);

/** "My NFTs": the items the member holds (listOwnership), or those they created. */
function OwnPanel({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const [view, setView] = useState<'held' | 'created'>('held');
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t`Which NFTs`}
        value={view}
        onChange={(v) => setView(v as 'held' | 'created')}
        data={[
          { value: 'held', label: t`Held` },
          { value: 'created', label: t`Created` },
        ]}
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      {view === 'held' ? (
        <HeldItems empty={<Trans>You do not hold any NFTs yet.</Trans>}>
          <Explore />
        </HeldItems>
      ) : (
        <CreatedItems creatorId={memberId} empty={<Trans>You have not created any NFTs yet.</Trans>} />
      )}
    </Stack>
  );
}

/**
 * Spec §2 author (login required): the member's page with tabs `?type=own|collection|fav` — the NFTs they
 * hold (or created), their collections and their favourites.
 */
export default function Screen() {
  const { t } = useLingui();
  const { type } = useSearch({ from: '/author' });
  const navigate = useNavigate();
  const tab: Tab = type ?? 'own';
  const memberId = session.memberId();
  const panel = (value: Tab, content: ReactNode) => (
    <Tabs.Panel value={value} pt="md">
      {tab === value && content}
    </Tabs.Panel>
  );

  return (
    <Container size="xl" py="xl">
      <Stack>
        <UserInfoHeader />
        <Tabs
          value={tab}
          onChange={(v) => v && void navigate({ to: '/author', search: { type: v as Tab }, replace: true })}
          keepMounted={false}
        >
          <Tabs.List aria-label={t`My page`}>
            <Tabs.Tab value="own" leftSection={<IconPhoto size={16} aria-hidden />}>
              <Trans>My NFTs</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="collection" leftSection={<IconLayoutGrid size={16} aria-hidden />}>
              <Trans>Collections</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="fav" leftSection={<IconHeart size={16} aria-hidden />}>
              <Trans>Favourites</Trans>
            </Tabs.Tab>
          </Tabs.List>
          {memberId && panel('own', <OwnPanel memberId={memberId} />)}
          {memberId &&
            panel(
              'collection',
              <MemberCollections ownerId={memberId} empty={<Trans>You have no collections yet.</Trans>} />,
            )}
          {memberId &&
            panel(
              'fav',
              <FavouriteItems memberId={memberId} empty={<Trans>You have no favourites yet.</Trans>}>
                <Explore />
              </FavouriteItems>,
            )}
        </Tabs>
      </Stack>
    </Container>
  );
}
