import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { CardDetail } from '@schemas/cards';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { checkFieldText } from '@/lib/field-issues';
import { useFlow } from '@/lib/use-flow';
import { activationFlow } from './cards.actors';
import { activationErrorTexts, cardFieldTexts } from './cards.errors';

/** Where the activation job stands, 0–100: its wait elapsed, then minting (held under 100 until done). */
function useProgress(card: CardDetail | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  if (!card) return 0;
  if (card.activation.state === 'DONE') return 100;
  const from = Date.parse(card.activation.requestedAt ?? '');
  const to = Date.parse(card.activation.readyAt ?? '');
  if (!(to > from)) return 90;
  return Math.min(90, Math.max(5, Math.round(((now - from) / (to - from)) * 90)));
}

/**
 * Card activation by token id and contract address (spec §2, machines/card-activation.machine.ts): the form
 * (prefilled from the card when opened from it), then the job's progress (about 3 minutes, spec §4) until the
 * card is on chain in the member's platform wallet.
 */
export function ActivateCardPanel({
  tokenId = '',
  contractAddress = '',
  onActive,
}: {
  tokenId?: string;
  contractAddress?: string;
  onActive?: (card: CardDetail) => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const flow = useMemo(() => activationFlow(queryClient), [queryClient]);
  const actor = useFlow(flow);
  const state = useSelector(actor, (s) => s.value as string);
  const ctx = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const waiting = useSelector(actor, (s) => s.hasTag('progress'));
  const [entry, setEntry] = useState({ tokenId, contractAddress });
  const progress = useProgress(ctx.card);
  // A field the server refused (4200) is marked on that field, in the reason's words.
  const refused = (path: keyof typeof entry) => {
    const m = state === 'failed' ? ctx.issues.find((i) => i.path === path)?.message : undefined;
    if (m === undefined) return undefined;
    return cardFieldTexts[m] ? i18n._(cardFieldTexts[m]) : checkFieldText();
  };
  useEffect(() => {
    if (state === 'active' && ctx.card) onActive?.(ctx.card);
  }, [state, ctx.card, onActive]);

  if (state === 'active')
    return (
      <Group gap="xs" role="status">
        <IconCircleCheck color="var(--mantine-color-teal-7)" aria-hidden />
        <Text fw={600} data-testid="activation-done">
          <Trans>The card is active on the blockchain.</Trans>
        </Text>
      </Group>
    );
  if (waiting)
    return (
      <Stack gap="xs">
        <Text fw={600} role="status">
          {ctx.card?.activation.state === 'MINTING' ? (
            <Trans>Writing the card to the blockchain…</Trans>
          ) : (
            <Trans>Activation queued. It takes about 3 minutes; you may leave this page.</Trans>
          )}
        </Text>
        <Progress value={progress} animated aria-label={t`Activation progress`} />
      </Stack>
    );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'activate.submit', ...entry });
      }}
      aria-busy={busy}
    >
      <Stack gap="sm">
        {state === 'failed' && ctx.errorCode !== null && (
          <Alert color="red" role="alert">
            {errorText(new ApiError(ctx.errorCode, ''), activationErrorTexts)}
          </Alert>
        )}
        <TextInput
          label={t`Token ID`}
          inputMode="numeric"
          required
          value={entry.tokenId}
          error={refused('tokenId')}
          onChange={(e) => setEntry({ ...entry, tokenId: e.currentTarget.value })}
        />
        <TextInput
          label={t`Contract address`}
          autoComplete="off"
          spellCheck={false}
          required
          value={entry.contractAddress}
          error={refused('contractAddress')}
          onChange={(e) => setEntry({ ...entry, contractAddress: e.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            <Trans>Activate</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
