import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Image, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Order } from '@schemas/orders';
import { FULFILMENT } from './labels';
import { formatMinor } from '@/lib/minor-money';
import { PRICE_LINE } from '@/lib/price-lines';
import { CopyText, Field } from './parts';

/** The order's lines: item, quantity, prices, spec options, token, fulfilment and tracking number. */
export function OrderLines({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  const cur = order.price.currency;
  const money = (a: string) => formatMinor(a, cur, i18n.locale);
  return (
    <Stack gap="sm" component="section" aria-labelledby="order-lines">
      <Title order={2} size="h4" id="order-lines">
        <Trans context="order lines">Items</Trans>
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {order.lines.map((l) => (
          <Paper key={l.id} component="li" withBorder p="sm" radius="md" data-testid="order-line">
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <Image
                src={l.image || null}
                alt=""
                w={64}
                h={64}
                radius="sm"
                fit="cover"
                fallbackSrc="/favicon.svg"
              />
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {l.name}
                  </Text>
                  <Badge variant="light" color={l.fulfilment === 'DELIVERED' ? 'green' : 'gray'}>
                    {i18n._(FULFILMENT[l.fulfilment] ?? FULFILMENT.UNFULFILLED!)}
                  </Badge>
                </Group>
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                  <Field label={<Trans>Quantity</Trans>}>{l.quantity}</Field>
                  <Field label={<Trans>Unit price</Trans>}>{money(l.unitPrice)}</Field>
                  <Field label={<Trans>Discount</Trans>}>{money(l.discount)}</Field>
                  <Field label={<Trans>Line total</Trans>}>{money(l.total)}</Field>
                  {Object.entries(l.spec).map(([k, val]) => (
                    <Field key={k} label={k}>
                      {val}
                    </Field>
                  ))}
                  {l.tokenId !== null && <Field label={<Trans>Token ID</Trans>}>{l.tokenId}</Field>}
                  {l.contractType && <Field label={<Trans>Token standard</Trans>}>{l.contractType}</Field>}
                  {l.blockchain && <Field label={<Trans>Blockchain</Trans>}>{l.blockchain}</Field>}
                  {l.contractAddress && (
                    <Field label={<Trans>Contract</Trans>}>
                      <CopyText value={l.contractAddress} label={t`contract address`} />
                    </Field>
                  )}
                  <Field label={<Trans>Tracking number</Trans>}>
                    {l.trackingNumber ? (
                      <CopyText value={l.trackingNumber} label={t`tracking number`} />
                    ) : null}
                  </Field>
                </SimpleGrid>
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

/** The price breakdown line by line (spec §3 Order price fields), as the checkout showed it. */
export function PriceBreakdownTable({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const cur = order.price.currency;
  return (
    <Stack gap="xs" component="section" aria-labelledby="order-price">
      <Title order={2} size="h4" id="order-price">
        <Trans>Price</Trans>
      </Title>
      <Table data-testid="price-breakdown" withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {order.price.lines.map((line, i) => {
            const total = line.kind === 'TOTAL';
            return (
              <Table.Tr key={`${line.kind}-${i}`} fw={total ? 700 : undefined}>
                <Table.Th scope="row" fw={total ? 700 : 400}>
                  {i18n._(PRICE_LINE[line.kind] ?? PRICE_LINE.ITEMS)}
                  {line.detail ? (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      ({line.detail})
                    </Text>
                  ) : null}
                </Table.Th>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMinor(line.amount, cur, i18n.locale)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
