import { Trans } from '@lingui/react/macro';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { TransferTargetPanel } from '@/components/TransferTargetPanel';
import { transferFlow } from './cards.actors';
import { cardFieldTexts, transferErrorTexts } from './cards.errors';

/**
 * Card transfer (spec §4/§5): the shared transfer panel (target, picture code, confirmation) with the card's
 * effect (transferCard), question and end.
 */
export function TransferCardPanel({ cardId, cardName }: { cardId: string; cardName: string }) {
  const queryClient = useQueryClient();
  const flow = useMemo(() => transferFlow(queryClient, cardId), [queryClient, cardId]);
  return (
    <TransferTargetPanel
      flow={flow}
      errorTexts={transferErrorTexts}
      fieldTexts={cardFieldTexts}
      question={(who) => (
        <Text>
          <Trans>
            Transfer {cardName} to {who}? The card leaves your wallet.
          </Trans>
        </Text>
      )}
      done={() => (
        <Group gap="xs" role="status">
          <IconCircleCheck color="var(--mantine-color-teal-7)" aria-hidden />
          <Text fw={600} data-testid="transfer-done">
            <Trans>The card was transferred.</Trans>
          </Text>
          <Anchor renderRoot={(p) => <Link to="/memberCard" {...p} />} size="sm">
            <Trans>All my cards</Trans>
          </Anchor>
        </Group>
      )}
    />
  );
}
