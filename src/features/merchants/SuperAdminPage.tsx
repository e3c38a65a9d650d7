import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ListState';
import { MerchantOffer } from './MerchantOffer';
import { unlockSuperAdmin } from './merchants.api';
import { merchantErrorText, merchantIssueText } from './merchants.errors';
import { merchantQueries } from './merchants.queries';
import { OperatorsOnly } from './OperatorsOnly';

/**
 * Super admin (spec §6): for platform operators, a second password unlocks the internal offering (a plan granted
 * outside billing, an Enterprise deal) and suspending or reinstating a merchant, for fifteen minutes.
 */
export function SuperAdminPage({ allowed }: { allowed: boolean | undefined }) {
  const status = useQuery({ ...merchantQueries.superStatus(), enabled: allowed === true });
  if (allowed === false) return <OperatorsOnly />;
  const unlocked = Boolean(status.data?.unlockedUntil);
  return (
    <Container size="md" py="lg">
      <Stack>
        <Title order={1}>
          <Trans>Super admin</Trans>
        </Title>
        {status.isError && <ListError error={status.error} onRetry={() => void status.refetch()} />}
        {status.isPending || allowed === undefined ? (
          <ListSkeleton rows={2} />
        ) : unlocked ? (
          <Merchants />
        ) : (
          <Unlock />
        )}
      </Stack>
    </Container>
  );
}

function Unlock() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const unlock = useMutation({
    mutationFn: () => unlockSuperAdmin(password),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: merchantQueries.superStatus().queryKey }),
  });
  const issue =
    unlock.error instanceof ApiError && Array.isArray(unlock.error.data)
      ? merchantIssueText((unlock.error.data as { message: string }[])[0]?.message ?? '')
      : null;
  return (
    <Paper withBorder p="lg" radius="md" maw={420}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          unlock.mutate();
        }}
      >
        <Stack>
          <Text>
            <Trans>Enter the super admin password to open the internal offering.</Trans>
          </Text>
          {unlock.isError && !issue && (
            <Alert color="red" role="alert">
              {merchantErrorText(unlock.error)}
            </Alert>
          )}
          <PasswordInput
            label={t`Super admin password`}
            autoComplete="off"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={issue}
            required
          />
          <Button type="submit" loading={unlock.isPending} disabled={password === ''}>
            <Trans>Unlock</Trans>
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function Merchants() {
  const { t } = useLingui();
  const list = useQuery(merchantQueries.superMerchants());
  if (list.isPending) return <ListSkeleton rows={3} />;
  if (list.isError) return <ListError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <ListEmpty title={t`No merchants yet.`} />;
  return (
    <Stack>
      {list.data.map((m) => (
        <MerchantOffer key={m.mcId} merchant={m} />
      ))}
    </Stack>
  );
}
