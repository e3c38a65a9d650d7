import { Trans } from '@lingui/react/macro';
import { Accordion, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconDeviceMobile, IconKey, IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ListError } from '@/components/ListState';
import { accountQueries } from './account.api';
import { EmailSection } from './EmailSection';
import { MobileSection } from './MobileSection';
import { PasswordSection } from './PasswordSection';
import { Bound } from './settings-bits';

export type SettingsSection = 'email' | 'mobile' | 'password' | 'google';

/**
 * The login-setting page (spec §2 userAccount): bind or replace e-mail and mobile with a code, set or change
 * the login password (spec §4: unset or set). `open` opens a section (`?type=email`); `google` is the Google
 * binding section the screen composes in, given whether Google is bound.
 */
export function LoginSettings({
  open,
  google,
}: {
  open?: SettingsSection;
  google?: (bound: boolean) => ReactNode;
}) {
  const query = useQuery(accountQueries.settings());
  const [opened, setOpened] = useState<string[]>(open ? [open] : []);

  if (query.isPending)
    return (
      <Stack aria-busy="true" gap="sm">
        <Text size="sm" c="dimmed" role="status">
          <Trans>Loading…</Trans>
        </Text>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={52} radius="md" />
        ))}
      </Stack>
    );
  if (query.isError)
    return (
      <ListError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
    );
  const s = query.data;

  return (
    <Paper withBorder radius="md">
      <Accordion multiple value={opened} onChange={setOpened} chevronPosition="right">
        {/* Each control is named by what it shows (section and whether it is bound), so speech and sight agree. */}
        <Accordion.Item value="email">
          <Accordion.Control icon={<IconMail size={18} aria-hidden />}>
            <Group gap="xs">
              <Trans>E-mail</Trans>
              <Bound bound={s.email !== null} />
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <EmailSection settings={s} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="mobile">
          <Accordion.Control icon={<IconDeviceMobile size={18} aria-hidden />}>
            <Group gap="xs">
              <Trans>Mobile</Trans>
              <Bound bound={s.mobile !== null} />
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <MobileSection settings={s} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="password">
          <Accordion.Control icon={<IconKey size={18} aria-hidden />}>
            <Group gap="xs">
              <Trans>Login password</Trans>
              <Badge color={s.hasPassword ? 'green' : 'gray'} variant="light" size="sm">
                {s.hasPassword ? <Trans>Set</Trans> : <Trans>Not set</Trans>}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <PasswordSection settings={s} />
          </Accordion.Panel>
        </Accordion.Item>
        {google && (
          <Accordion.Item value="google">
            <Accordion.Control>
              <Group gap="xs">
                <Trans>Google account</Trans>
                <Bound bound={s.googleBound} />
              </Group>
            </Accordion.Control>
            <Accordion.Panel>{google(s.googleBound)}</Accordion.Panel>
          </Accordion.Item>
        )}
      </Accordion>
    </Paper>
  );
}
