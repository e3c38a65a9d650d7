import { Trans } from '@lingui/react/macro';
import { Badge, Group, Loader, Text } from '@mantine/core';
import { IconClockX, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Code } from '@schemas/codes';
import { codeOf } from '@/lib/error-text';
import { itemWalletErrorText } from './item-wallet.errors';
import { itemWalletQueries } from './item-wallet.queries';

const REFUSED_AS_INVALID: number[] = [Code.VALIDATION_FAILED, Code.NOT_FOUND];

/**
 * The holder badge of an itemDetails link opened from a holder's QR code (spec §2 `check`): "Verified
 * holder: name" while the check is valid, otherwise that it has expired. Nothing without `check`.
 */
export function HolderCheck({ id }: { id: string }) {
  const { check } = useSearch({ strict: false });
  const query = useQuery({ ...itemWalletQueries.check(id, check ?? ''), enabled: Boolean(check) });
  if (!check) return null;
  if (query.isPending)
    return (
      <Group gap="xs" role="status" data-testid="holder-check">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          <Trans>Checking the holder…</Trans>
        </Text>
      </Group>
    );
  // A malformed or unknown check reads as one that no longer holds; other refusals say what went wrong.
  const refusedAsInvalid = query.isError && REFUSED_AS_INVALID.includes(codeOf(query.error));
  if (query.isError && !refusedAsInvalid)
    return (
      <Text size="sm" c="red.8" role="alert" data-testid="holder-check">
        {itemWalletErrorText(query.error)}
      </Text>
    );
  const holder = query.data?.valid ? query.data.holder : null;
  if (holder)
    return (
      <Badge
        size="lg"
        color="teal"
        variant="light"
        leftSection={<IconShieldCheck size={16} aria-hidden />}
        role="status"
        data-testid="holder-check"
        styles={{ label: { textTransform: 'none', overflow: 'visible', whiteSpace: 'normal' } }}
        h="auto"
        py={4}
      >
        <Trans>Verified holder: {holder.name}</Trans>
      </Badge>
    );
  return (
    <Badge
      size="lg"
      color="gray"
      variant="light"
      leftSection={<IconClockX size={16} aria-hidden />}
      role="status"
      data-testid="holder-check"
      styles={{ label: { textTransform: 'none', whiteSpace: 'normal' } }}
      h="auto"
      py={4}
    >
      <Trans>This holder check has expired</Trans>
    </Badge>
  );
}
