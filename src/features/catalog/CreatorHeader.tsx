import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Avatar, Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandDiscord,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandMeta,
  IconBrandX,
  IconRefresh,
  IconWorld,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { MemberProfile } from '@schemas/profile';
import { ShareButton } from '@/components/ShareButton';
import { codeOf } from '@/lib/error-text';

type Social = keyof MemberProfile['social'];
const SOCIAL: { key: Social; name: string; Icon: ComponentType<{ size?: number }> }[] = [
  { key: 'ig', name: 'Instagram', Icon: IconBrandInstagram },
  { key: 'meta', name: 'Meta', Icon: IconBrandMeta },
  { key: 'twitter', name: 'X (Twitter)', Icon: IconBrandX },
  { key: 'linkedin', name: 'LinkedIn', Icon: IconBrandLinkedin },
  { key: 'discord', name: 'Discord', Icon: IconBrandDiscord },
];

type ProfileQuery = {
  data?: MemberProfile;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

/**
 * A creator's public header (spec §2 author1): banner, avatar, name, the description in the interface's
 * language (the other one when it is empty), homepage and social links. 404 says the member does not
 * exist; other failures show the code and a refresh button (spec §4 user info load).
 */
export function CreatorHeader({ query }: { query: ProfileQuery }) {
  const { i18n, t } = useLingui();
  if (query.isPending)
    return (
      <Group aria-busy="true" aria-label={t`Loading…`}>
        <Skeleton circle h={80} w={80} />
        <Skeleton h={28} w={200} />
      </Group>
    );
  if (query.isError || !query.data) {
    if (codeOf(query.error) === 404)
      return (
        <Text role="status" fw={600}>
          <Trans>This creator does not exist.</Trans>
        </Text>
      );
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">
            <Trans>This profile could not be loaded [{codeOf(query.error)}].</Trans>
          </Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void query.refetch()}
            loading={query.isFetching}
          >
            <Trans>Refresh</Trans>
          </Button>
        </Group>
      </Alert>
    );
  }
  const p = query.data;
  const zh = i18n.locale.startsWith('zh');
  const description = (zh ? p.descriptionZh || p.descriptionEn : p.descriptionEn || p.descriptionZh).trim();
  const links = SOCIAL.filter((s) => p.social[s.key]);
  return (
    <Stack gap="sm">
      {p.banner && (
        <Box
          h={{ base: 80, sm: 140 }}
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            background: `center / cover no-repeat url("${encodeURI(p.banner)}")`,
          }}
          aria-hidden
        />
      )}
      <Group gap="md" wrap="nowrap" align="center" miw={0}>
        <Avatar src={p.displayImage} alt="" name={p.name} color="initials" size={80} radius="xl" />
        <Stack gap={4} miw={0}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {p.name}
          </Title>
          {(p.homepage || links.length > 0) && (
            <Group gap={4} wrap="wrap">
              {p.homepage && (
                <ActionIcon
                  component="a"
                  href={p.homepage}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="subtle"
                  aria-label={t`Homepage`}
                >
                  <IconWorld size={18} />
                </ActionIcon>
              )}
              {links.map(({ key, name, Icon }) => (
                <ActionIcon
                  key={key}
                  component="a"
                  href={p.social[key]!}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="subtle"
                  aria-label={name}
                >
                  <Icon size={18} />
                </ActionIcon>
              ))}
            </Group>
          )}
        </Stack>
      </Group>
      {description && (
        <Text c="dimmed" maw={720} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {description}
        </Text>
      )}
      {p.isCreator && <ShareButton kind="creator" id={p.memberId} />}
    </Stack>
  );
}
