import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Avatar, Button, Group, Skeleton, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { userInfoMachine } from '@machines/user-info.machine';
import { useFlow } from '@/lib/use-flow';
import { userInfoActors } from './profile.actors';
import { ButtonLink } from '@/components/router-links';

/**
 * The profile screen's header (spec §4 "User info load"): a skeleton while loading, the name when loaded,
 * a no-profile text on 404, a login prompt on 401 and a reload button with the code otherwise.
 * A new `version` (e.g. after a save) loads again.
 */
export function UserInfoHeader({ version = 0 }: { version?: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () => userInfoMachine.provide({ actors: userInfoActors(queryClient) }),
    [queryClient],
  );
  const actor = useFlow(machine);
  const state = useSelector(actor, (s) => s.value as string);
  const info = useSelector(actor, (s) => s.context.info);
  const code = useSelector(actor, (s) => s.context.errorCode);
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    actor.send({ type: 'userInfo.reload' });
  }, [actor, version]);

  if (state === 'loading')
    return (
      <Group aria-busy="true" aria-label={t`Loading…`}>
        <Skeleton circle h={64} w={64} />
        <Skeleton h={24} w={180} />
      </Group>
    );
  if (state === 'loaded' && info)
    return (
      <Group>
        <Avatar src={info.displayImage} alt="" size={64} radius="xl">
          {info.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Title order={1} size="h2">
          {info.name}
        </Title>
      </Group>
    );
  if (state === 'noProfile')
    return (
      <Text role="status">
        <Trans>This member has no profile yet.</Trans>
      </Text>
    );
  if (state === 'loginPrompt')
    return (
      <Alert color="yellow" role="alert">
        <Group justify="space-between">
          <Text size="sm">
            <Trans>Please log in to see your profile.</Trans>
          </Text>
          <ButtonLink to="/login" size="xs">
            <Trans>Log in</Trans>
          </ButtonLink>
        </Group>
      </Alert>
    );
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between">
        <Text size="sm">
          <Trans>Your profile could not be loaded [{code}].</Trans>
        </Text>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => actor.send({ type: 'userInfo.reload' })}
        >
          <Trans>Reload</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
