import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PLANS, type MerchantDetail, type Plan } from '@schemas/merchants';
import { offerPlan, setMerchantStatus } from './merchants.api';
import { merchantErrorText } from './merchants.errors';
import { merchantTypeLabel, planLabel } from './merchants.labels';
import { notify } from '@/lib/notify';
import { merchantQueries } from '@/features/merchants/merchants.queries';

/** One merchant in super admin: its plan and state, an offer of a plan outside billing, suspend or reinstate. */
export function MerchantOffer({ merchant: m }: { merchant: MerchantDetail }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<Plan>('ENTERPRISE');
  const [months, setMonths] = useState<number>(0);
  const done = async () => {
    notify(t`Saved.`);
    await queryClient.invalidateQueries({ queryKey: merchantQueries.superStatus().queryKey });
  };
  const offer = useMutation({ mutationFn: () => offerPlan(m.mcId, plan, months), onSuccess: done });
  const status = useMutation({
    mutationFn: () => setMerchantStatus(m.mcId, m.status === 'ACTIVE' ? 'SUSPENDED' : 'ACTIVE'),
    onSuccess: done,
  });
  const headingId = `merchant-${m.mcId}`;
  const error = offer.error ?? status.error;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id={headingId}>
            {m.name}{' '}
            <Text span c="dimmed" size="sm">
              ({m.mcId})
            </Text>
          </Title>
          <Group gap="xs">
            <Badge variant="outline">{i18n._(merchantTypeLabel[m.type])}</Badge>
            <Badge variant="outline" color={m.status === 'ACTIVE' ? 'green' : 'red'}>
              {m.status === 'ACTIVE' ? t`Active` : t`Suspended`}
            </Badge>
            <Badge variant="outline">{i18n._(planLabel[m.plan])}</Badge>
          </Group>
        </Group>
        {error && <Alert color="red">{merchantErrorText(error)}</Alert>}
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t`Plan to offer`}
            value={plan}
            onChange={(e) => setPlan(e.currentTarget.value as Plan)}
            data={PLANS.map((p) => ({ value: p, label: i18n._(planLabel[p]) }))}
          />
          <NumberInput
            label={t`Months (0: until changed)`}
            value={months}
            onChange={(v) => setMonths(typeof v === 'number' ? v : 0)}
            min={0}
            max={36}
            w={180}
          />
          <Button onClick={() => offer.mutate()} loading={offer.isPending}>
            <Trans>Offer</Trans>
          </Button>
          <Button
            variant="light"
            color={m.status === 'ACTIVE' ? 'red' : 'green'}
            onClick={() => status.mutate()}
            loading={status.isPending}
          >
            {m.status === 'ACTIVE' ? <Trans>Suspend</Trans> : <Trans>Reinstate</Trans>}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
