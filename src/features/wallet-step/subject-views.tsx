import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Image, Stack, Table, Text } from '@mantine/core';
import { IconGasStation } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Transfer, Withdrawal } from '@schemas/wallets';

type Send = (e: { type: 'step.confirm' | 'step.cancel' }) => void;

function Actions({ send, confirm }: { send: Send; confirm: ReactNode }) {
  return (
    <Group>
      <Button onClick={() => send({ type: 'step.confirm' })}>{confirm}</Button>
      <Button variant="default" onClick={() => send({ type: 'step.cancel' })}>
        <Trans>Cancel</Trans>
      </Button>
    </Group>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="40%">
        {label}
      </Table.Th>
      <Table.Td style={{ wordBreak: 'break-all' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

/** Spec §4 Unbind: confirm first. */
export function UnbindConfirm({ send }: { send: Send }) {
  return (
    <Stack gap="sm">
      <Text>
        <Trans>Unbind the wallet from your account? You can bind a wallet again later.</Trans>
      </Text>
      <Actions send={send} confirm={<Trans>Unbind</Trans>} />
    </Stack>
  );
}

/** Spec §4 Withdraw: amount, receiving address and the gas note, then confirm or cancel. */
export function WithdrawalReview({ withdrawal: w, send }: { withdrawal: Withdrawal; send: Send }) {
  return (
    <Stack gap="sm">
      <Table withRowBorders={false} variant="vertical">
        <Table.Tbody>
          <Row label={<Trans>Amount</Trans>}>
            {w.quantity} {w.currency}
          </Row>
          <Row label={<Trans>Receiving address</Trans>}>{w.toAddress}</Row>
        </Table.Tbody>
      </Table>
      <Alert color="yellow" icon={<IconGasStation aria-hidden />} role="note">
        <Trans>The payout is sent on chain and costs a network gas fee, recorded with the withdrawal.</Trans>
      </Alert>
      <Actions send={send} confirm={<Trans>Confirm withdrawal</Trans>} />
    </Stack>
  );
}

/** Transfer to an external wallet: what goes where; the receiving wallet then signs to approve. */
export function TransferReview({ transfer: tr, send }: { transfer: Transfer; send: Send }) {
  return (
    <Stack gap="sm">
      <Group wrap="nowrap" align="flex-start">
        <Image src={tr.product.displayImage} alt="" w={64} h={64} radius="sm" fit="cover" />
        <Text fw={600}>{tr.product.name}</Text>
      </Group>
      <Table withRowBorders={false} variant="vertical">
        <Table.Tbody>
          <Row label={<Trans>Quantity</Trans>}>{tr.quantity}</Row>
          <Row label={<Trans>Receiving address</Trans>}>{tr.toAddress}</Row>
        </Table.Tbody>
      </Table>
      <Text size="sm">
        <Trans>
          Connect the wallet that owns the receiving address and sign a message to prove it is yours. No gas
          is spent by this signature.
        </Trans>
      </Text>
      <Actions send={send} confirm={<Trans>Connect wallet and approve</Trans>} />
    </Stack>
  );
}
