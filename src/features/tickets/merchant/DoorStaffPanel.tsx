import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Code } from '@schemas/codes';
import type { DoorStaffList } from '@schemas/ticket-door';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ListEmpty, ListSkeleton, ListState } from '@/components/ListState';
import { codeOf, errorText } from '@/lib/error-text';
import { issueAt } from '@/lib/field-issues';
import { notify } from '@/lib/notify';
import { doorStaffErrorTexts } from './checkins.texts';
import { merchantTicketsApi } from './merchant-tickets.api';
import { merchantTicketQueries } from './merchant-tickets.queries';

type Staff = DoorStaffList['items'][number];

/**
 * The merchant's door staff (listDoorStaff, setDoorStaff): members who may work the door of every event of the
 * merchant (download its kit, sync scans, read check-ins), named by member id or login name; removing one asks
 * first. The owner always may, so is not listed.
 */
export function DoorStaffPanel() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const staff = useQuery(merchantTicketQueries.staff());
  const [member, setMember] = useState('');
  const [removing, setRemoving] = useState<Staff | null>(null);
  const change = useMutation({
    mutationFn: (p: { member: string; action: 'add' | 'remove' }) =>
      merchantTicketsApi.setStaff(p.member, p.action),
    onSuccess: (list, p) => {
      queryClient.setQueryData(merchantTicketQueries.staff().queryKey, list);
      if (p.action === 'add') {
        setMember('');
        notify(t`Door staff named.`, 'teal');
      } else notify(t`Door staff removed.`, 'teal');
      setRemoving(null);
    },
  });
  const items = staff.data?.items ?? [];
  const refused = change.isError && change.variables.action === 'add' ? change.error : null;
  const memberError = !refused
    ? undefined
    : issueAt(refused, 'member') === 'owner_is_door'
      ? t`You are the owner: you may always work the door.`
      : codeOf(refused) === Code.NOT_FOUND
        ? t`No member has this member id or login name.`
        : errorText(refused, doorStaffErrorTexts);
  const removeName = removing ? (removing.loginName ?? removing.name) : '';
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Door staff</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Members you name here may check tickets in at the door of any of your events. You may always do it
            yourself.
          </Trans>
        </Text>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (member.trim()) change.mutate({ member: member.trim(), action: 'add' });
          }}
        >
          <Group align="flex-end" wrap="wrap" gap="xs">
            <TextInput
              label={t`Member id or login name`}
              autoComplete="off"
              style={{ flex: '1 1 14rem' }}
              value={member}
              onChange={(e) => setMember(e.currentTarget.value)}
              error={memberError}
            />
            <Button
              type="submit"
              leftSection={<IconUserPlus size={16} aria-hidden />}
              loading={change.isPending && change.variables.action === 'add'}
              disabled={!member.trim()}
            >
              <Trans>Name as door staff</Trans>
            </Button>
          </Group>
        </form>
        <ListState
          query={staff}
          skeleton={<ListSkeleton rows={2} height={40} />}
          isEmpty={items.length === 0}
          empty={<ListEmpty title={t`No door staff yet.`} />}
          texts={doorStaffErrorTexts}
        >
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Door staff`}>
            {items.map((s) => {
              const name = s.name;
              const login = s.loginName ?? s.memberId;
              const since = i18n.date(new Date(s.addedAt), { dateStyle: 'medium' });
              return (
                <Group
                  key={s.memberId}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                  data-testid="door-staff"
                >
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      <Trans>
                        {login} · since {since}
                      </Trans>
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={t`Remove ${name} from the door staff`}
                    onClick={() => setRemoving(s)}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </Group>
              );
            })}
          </Stack>
        </ListState>
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t`Remove ${removeName} from the door staff?`}
        confirmLabel={<Trans>Remove</Trans>}
        confirmColor="red"
        loading={change.isPending && change.variables.action === 'remove'}
        onConfirm={() => removing && change.mutate({ member: removing.memberId, action: 'remove' })}
        onCancel={() => setRemoving(null)}
      >
        <Text size="sm">
          <Trans>
            They can no longer download door kits or check tickets in. Scans they already synced stay.
          </Trans>
        </Text>
        {change.isError && change.variables.action === 'remove' && (
          <Text size="sm" c="red" role="alert">
            {errorText(change.error, doorStaffErrorTexts)}
          </Text>
        )}
      </ConfirmDialog>
    </Paper>
  );
}
