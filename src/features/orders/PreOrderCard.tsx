import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PreOrder } from '@schemas/shop';
import { ConfirmAction } from './ConfirmAction';
import { DELIVERY_TYPE, PRE_ORDER_STATUS } from './labels';
import { formatDateTime } from './format';
import { updatePreOrder } from './orders.api';
import { orderQueries } from './orders.queries';
import { ActionError, Field } from './parts';
import { issueAt } from '@/lib/field-issues';
import { notify } from '@/lib/notify';

const STEPS = ['SUBMITTED', 'DELIVERY', 'FINISHED'] as const;

/** submitted → delivery → finished, the current step marked for sight and for screen readers. */
function Progress({ status }: { status: PreOrder['status'] }) {
  const { i18n } = useLingui();
  const at = STEPS.indexOf(status as (typeof STEPS)[number]);
  return (
    <Group component="ol" gap={6} style={{ listStyle: 'none', padding: 0, margin: 0 }} wrap="wrap">
      {STEPS.map((s, i) => (
        <Badge
          key={s}
          component="li"
          variant={i === at ? 'filled' : i < at ? 'light' : 'outline'}
          color={i <= at ? PRE_ORDER_STATUS[s]!.color : 'gray'}
          aria-current={i === at ? 'step' : undefined}
        >
          {i18n._(PRE_ORDER_STATUS[s]!.label)}
        </Badge>
      ))}
    </Group>
  );
}

/** The seller's delivery of a submitted pre-order: logistics company and waybill number, both required. */
function DeliverForm({ id }: { id: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [company, setCompany] = useState('');
  const [waybill, setWaybill] = useState('');
  const [tried, setTried] = useState(false);
  const deliver = useMutation({
    mutationFn: () =>
      updatePreOrder({
        id,
        action: 'deliver',
        logisticsCompany: company.trim(),
        waybillNumber: waybill.trim(),
      }),
    onSuccess: () => notify(t`The pre-order is on its way.`, 'green'),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
  });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (company.trim() && waybill.trim()) deliver.mutate();
      }}
    >
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput
            label={t`Logistics company`}
            required
            value={company}
            maxLength={80}
            onChange={(e) => setCompany(e.currentTarget.value)}
            // Empty here, or refused by the server (4200): the field says what it needs.
            error={
              (tried && !company.trim()) || issueAt(deliver.error, 'logisticsCompany')
                ? t`Enter the logistics company.`
                : null
            }
          />
          <TextInput
            label={t`Waybill number`}
            required
            value={waybill}
            maxLength={80}
            onChange={(e) => setWaybill(e.currentTarget.value)}
            error={
              (tried && !waybill.trim()) || issueAt(deliver.error, 'waybillNumber')
                ? t`Enter the waybill number.`
                : null
            }
          />
        </SimpleGrid>
        {deliver.isError && <ActionError error={deliver.error} />}
        <Button type="submit" loading={deliver.isPending} style={{ alignSelf: 'flex-start' }}>
          <Trans>Deliver</Trans>
        </Button>
      </Stack>
    </form>
  );
}

/** One pre-order as its buyer or its seller sees it, with what that person may do next. */
export function PreOrderCard({ p }: { p: PreOrder }) {
  const { t, i18n } = useLingui();
  const status = PRE_ORDER_STATUS[p.status];
  const seller = p.viewerRole === 'SELLER';
  const done = (message: string) => () => notify(message, 'green');
  return (
    <Paper component="li" withBorder p="md" radius="md" data-testid="pre-order" data-status={p.status}>
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <Image src={p.product.image || null} alt="" w={56} h={56} radius="sm" fallbackSrc="/favicon.svg" />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="wrap" gap={6}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {p.product.name}
              </Text>
              {status && (
                <Badge color={status.color} variant="light">
                  {i18n._(status.label)}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              <Trans>No. {p.number}</Trans> · {formatDateTime(p.createdAt, i18n.locale)}
            </Text>
          </Stack>
        </Group>
        {p.status !== 'CANCELLED' && <Progress status={p.status} />}
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          <Field label={<Trans>Quantity</Trans>}>{p.quantity}</Field>
          {Object.entries(p.spec).map(([k, val]) => (
            <Field key={k} label={k}>
              {val}
            </Field>
          ))}
          <Field label={seller ? <Trans>Buyer</Trans> : <Trans>Seller</Trans>}>
            {seller ? p.buyer.name : p.seller.name}
          </Field>
          {seller && <Field label={<Trans>Name</Trans>}>{p.buyerName}</Field>}
          {seller && <Field label={<Trans>Mobile</Trans>}>{p.buyerMobile}</Field>}
          {seller && <Field label={<Trans>E-mail</Trans>}>{p.buyerEmail}</Field>}
          <Field label={<Trans>Delivery method</Trans>}>
            {DELIVERY_TYPE[p.deliveryType] ? i18n._(DELIVERY_TYPE[p.deliveryType]!) : p.deliveryType}
          </Field>
          <Field label={<Trans>Address</Trans>}>{p.address}</Field>
          <Field label={<Trans>Remark</Trans>}>{p.remark}</Field>
          <Field label={<Trans>Logistics company</Trans>}>{p.logisticsCompany}</Field>
          <Field label={<Trans>Waybill number</Trans>}>{p.waybillNumber}</Field>
        </SimpleGrid>
        {seller && p.status === 'SUBMITTED' && <DeliverForm id={p.id} />}
        <Group gap="sm">
          {!seller && p.status === 'DELIVERY' && (
            <ConfirmAction
              label={<Trans>Confirm receipt</Trans>}
              title={t`Confirm receipt?`}
              body={
                <Trans>Confirm once the pre-ordered goods have arrived. The pre-order then finishes.</Trans>
              }
              confirmLabel={<Trans>Yes, I received it</Trans>}
              run={() => updatePreOrder({ id: p.id, action: 'finish' })}
              onDone={done(t`The pre-order is finished.`)}
            />
          )}
          {p.status === 'SUBMITTED' && (
            <ConfirmAction
              label={<Trans>Cancel pre-order</Trans>}
              title={t`Cancel this pre-order?`}
              body={<Trans>The pre-order ends and cannot be taken up again.</Trans>}
              confirmLabel={<Trans>Cancel pre-order</Trans>}
              color="red"
              variant="light"
              run={() => updatePreOrder({ id: p.id, action: 'cancel' })}
              onDone={done(t`The pre-order has been cancelled.`)}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
