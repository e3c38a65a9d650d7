import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Badge, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { OrderLabel } from '@machines/order-status';
import { codeOf } from '@/lib/error-text';
import { STATUS } from './labels';
import { orderErrorText } from './orders.errors';
import { shortHash } from './format';

const msgCod = msg`Cash on delivery`;

/** The order's label (spec §4) and, beside it, the COD flag. */
export function StatusBadges({ status, cod }: { status: OrderLabel; cod: boolean }) {
  const { i18n } = useLingui();
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={STATUS[status].color} variant="light" data-testid="order-status" data-status={status}>
        {i18n._(STATUS[status].label)}
      </Badge>
      {cod && (
        <Badge color="yellow" variant="outline" title={i18n._(msgCod)}>
          COD
        </Badge>
      )}
    </Group>
  );
}

/** A labelled value in a details grid; '—' when empty. */
export function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {empty ? '—' : children}
      </Text>
    </Stack>
  );
}

/** A long value (transaction hash, waybill) shortened, the whole one in its title and a copy button. */
export function CopyText({ value, label }: { value: string; label: string }) {
  const { t } = useLingui();
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <Text component="span" ff="monospace" size="sm" title={value}>
        {shortHash(value)}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t`Copied` : t`Copy ${label}`} withArrow>
            <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label={t`Copy ${label}`}>
              {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** A refused action inside a dialog: its text and code (spec §8). */
export function ActionError({ error }: { error: unknown }) {
  const text = orderErrorText(error);
  const code = codeOf(error);
  return (
    <Alert color="red" role="alert">
      {text}{' '}
      {!text.includes(String(code)) && (
        <Text span size="xs" c="dimmed">
          <Trans>Code {code}</Trans>
        </Text>
      )}
    </Alert>
  );
}
