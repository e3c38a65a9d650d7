import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Image, Paper, SimpleGrid, Stack, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Order } from '@schemas/orders';
import { DELIVERY_TYPE } from './labels';
import { formatMinor } from '@/lib/minor-money';
import { formatDateTime } from './format';
import { ORDER_METHOD } from './payment-labels';
import { CopyText, Field } from './parts';

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h5" id={id} mb="xs">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {children}
      </SimpleGrid>
    </Paper>
  );
}

/** Payment, buyer, seller and delivery fields of spec §3 Order, each shown even when empty ('—'). */
export function OrderInfo({ order: o }: { order: Order }) {
  const { t, i18n } = useLingui();
  const when = (iso: string | null) => formatDateTime(iso, i18n.locale);
  const money = (a: string) => formatMinor(a, o.price.currency, i18n.locale);
  return (
    <Stack gap="md">
      <Section id="order-payment" title={<Trans>Payment</Trans>}>
        <Field label={<Trans>Payment method</Trans>}>
          {o.paymentMethod && ORDER_METHOD[o.paymentMethod]
            ? i18n._(ORDER_METHOD[o.paymentMethod]!)
            : o.paymentMethod}
        </Field>
        <Field label={<Trans>Paid date</Trans>}>{when(o.paidDate)}</Field>
        <Field label={<Trans>Paid amount</Trans>}>{money(o.paidAmount)}</Field>
        {o.viewerRole !== 'BUYER' && (
          <Field label={<Trans>Seller's share</Trans>}>
            {/* Worked out and paid when the order completes (the buyer confirms receipt): until then, pending. */}
            {o.state === 'COMPLETED' ? (
              money(o.salesAmount)
            ) : (
              <Trans>Pending: paid out once the order completes</Trans>
            )}
          </Field>
        )}
        {o.status === 'NEW' && o.expiresAt && (
          <Field label={<Trans>Pay before</Trans>}>{when(o.expiresAt)}</Field>
        )}
      </Section>
      <Section id="order-buyer" title={<Trans>Buyer</Trans>}>
        <Field label={<Trans>Member</Trans>}>{o.buyer.name}</Field>
        <Field label={<Trans>Name</Trans>}>{o.buyerName}</Field>
        <Field label={<Trans>Mobile</Trans>}>{o.buyerMobile}</Field>
        <Field label={<Trans>E-mail</Trans>}>{o.buyerEmail}</Field>
        <Field label={<Trans>Address</Trans>}>{o.buyerAddress}</Field>
        <Field label={<Trans>Receipt title</Trans>}>{o.receipt}</Field>
        <Field label={<Trans>Wallet address</Trans>}>
          {o.buyerWalletAddress && <CopyText value={o.buyerWalletAddress} label={t`buyer wallet address`} />}
        </Field>
        <Field label={<Trans>Remark</Trans>}>{o.buyerRemark}</Field>
      </Section>
      <Section id="order-seller" title={<Trans>Seller</Trans>}>
        <Field label={<Trans>Member</Trans>}>{o.seller.name}</Field>
        <Field label={<Trans>Wallet address</Trans>}>
          {o.sellerWalletAddress && (
            <CopyText value={o.sellerWalletAddress} label={t`seller wallet address`} />
          )}
        </Field>
      </Section>
      <Section id="order-delivery" title={<Trans>Delivery</Trans>}>
        <Field label={<Trans>Delivery method</Trans>}>
          {DELIVERY_TYPE[o.deliveryType] ? i18n._(DELIVERY_TYPE[o.deliveryType]!) : o.deliveryType}
        </Field>
        <Field label={<Trans>Receiver</Trans>}>{o.receiverName}</Field>
        <Field label={<Trans>Receiver phone</Trans>}>{o.receiverPhone}</Field>
        <Field label={<Trans>Receiver e-mail</Trans>}>{o.receiverEmail}</Field>
        <Field label={<Trans>Receiver address</Trans>}>{o.receiverAddress}</Field>
        <Field label={<Trans>Pickup point</Trans>}>{o.pickupPoint}</Field>
        <Field label={<Trans>Logistics company</Trans>}>{o.logisticsCompany}</Field>
        <Field label={<Trans>Waybill number</Trans>}>{o.waybillNumber}</Field>
        <Field label={<Trans>Delivery time</Trans>}>{o.deliveryTime ? when(o.deliveryTime) : null}</Field>
        <Field label={<Trans>Transaction hash</Trans>}>
          {o.txHash && <CopyText value={o.txHash} label={t`transaction hash`} />}
        </Field>
        <Field label={<Trans>Receipt image</Trans>}>
          {o.receiptImage && (
            <Anchor href={o.receiptImage} target="_blank" rel="noopener noreferrer">
              <Image src={o.receiptImage} alt={t`Delivery receipt`} maw={200} radius="sm" />
              <VisuallyHidden>{t`(opens in a new tab)`}</VisuallyHidden>
            </Anchor>
          )}
        </Field>
      </Section>
    </Stack>
  );
}
