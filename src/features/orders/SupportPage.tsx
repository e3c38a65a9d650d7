import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconHeadset, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ListState';
import { OrderActions } from './OrderActions';
import { OrderPayments } from './OrderPayments';
import { OrderRow } from './OrdersPage';
import { orderErrorTexts } from './orders.errors';
import { orderQueries } from './orders.queries';
import { PayoutExportButton } from './PayoutExportButton';
import { StatusBadges } from './parts';
import { SupportReplay } from './SupportReplay';

/** The chosen order: its status, the refund when the machine allows it, and the replay of its events. */
function SupportOrder({ id }: { id: string }) {
  const query = useQuery(orderQueries.detail(id));
  if (query.isPending) return <ListSkeleton rows={1} height={80} />;
  if (query.isError)
    return <ListError error={query.error} onRetry={() => void query.refetch()} texts={orderErrorTexts} />;
  const o = query.data;
  return (
    <Paper withBorder p="md" radius="md" data-testid="support-order">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text fw={700}>{o.title}</Text>
            <Anchor size="sm" renderRoot={(p) => <Link to="/orderDetail" search={{ id: o.id }} {...p} />}>
              <Trans>Order {o.number}: open its page</Trans>
            </Anchor>
          </Stack>
          <StatusBadges status={o.status} cod={o.cod} />
        </Group>
        <OrderActions order={o} role="SUPPORT" />
        <OrderPayments orderId={o.id} support />
        <SupportReplay orderId={o.id} cod={o.cod} />
      </Stack>
    </Paper>
  );
}

/**
 * The support page, for members with the SUPPORT permission tag: find any order by number,
 * buyer e-mail or transaction hash, replay its events through the order machine, refund it. `allowed` is
 * whether the member holds the tag (undefined while it loads); others are told the page is for customer service.
 */
export function SupportPage({ allowed }: { allowed: boolean | undefined }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const found = useQuery({ ...orderQueries.support(q), enabled: Boolean(allowed) && q.length > 0 });
  const title = (
    <Title order={1} size="h2">
      <Trans>Customer service</Trans>
    </Title>
  );
  if (allowed === undefined)
    return (
      <Stack>
        {title}
        <ListSkeleton rows={1} />
      </Stack>
    );
  if (!allowed)
    return (
      <Stack>
        {title}
        <Alert
          role="note"
          color="gray"
          icon={<IconHeadset aria-hidden />}
          title={<Trans>For customer service</Trans>}
        >
          <Trans>
            This page is for customer service staff (the SUPPORT permission). Your own orders are under My
            orders.
          </Trans>{' '}
          <Anchor renderRoot={(p) => <Link to="/orders" {...p} />}>
            <Trans>Go to my orders</Trans>
          </Anchor>
        </Alert>
      </Stack>
    );
  return (
    <Stack gap="md">
      {title}
      <PayoutExportButton />
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setChosen(null);
          setQ(text.trim());
        }}
      >
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label={t`Order number, buyer e-mail or transaction hash`}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 220 }}
            maxLength={200}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} disabled={!text.trim()}>
            <Trans>Find</Trans>
          </Button>
        </Group>
      </form>
      {q &&
        (found.isPending ? (
          <ListSkeleton rows={2} height={80} />
        ) : found.isError ? (
          <ListError error={found.error} onRetry={() => void found.refetch()} texts={orderErrorTexts} />
        ) : found.data.length === 0 ? (
          <ListEmpty title={<Trans>No order matches “{q}”</Trans>} />
        ) : (
          <Stack
            gap="sm"
            component="ul"
            aria-label={t`Orders found`}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {found.data.map((o) => (
              <OrderRow key={o.id} order={o} role="support">
                <Button
                  size="xs"
                  m="sm"
                  mt={0}
                  variant={chosen === o.id ? 'filled' : 'light'}
                  onClick={() => setChosen(o.id)}
                  aria-pressed={chosen === o.id}
                >
                  <Trans>Replay order {o.number}</Trans>
                </Button>
              </OrderRow>
            ))}
          </Stack>
        ))}
      {chosen && <SupportOrder key={chosen} id={chosen} />}
    </Stack>
  );
}
