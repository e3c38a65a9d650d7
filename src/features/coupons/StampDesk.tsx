import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { StampGrant } from '@schemas/stamps';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { useFlow } from '@/lib/use-flow';
import { offText } from './coupon-text';
import { StampGate } from './StampGate';
import { stampGrantFlow } from './stamps.actors';
import { stampErrorTexts } from './stamps.errors';
import { stampQueries } from './stamps.queries';

/** A fresh key for one scan (grantStamp's idempotency key): 32 hex characters. */
const scanKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

function Granted({ r, onNext }: { r: StampGrant; onNext: () => void }) {
  const { i18n } = useLingui();
  const reward = `${r.reward.name} (${offText(i18n, r.reward)})`;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack align="center" ta="center" gap="xs" role="status">
        <IconCircleCheck size={40} color="var(--mantine-color-teal-7)" aria-hidden />
        <Text fw={700} size="lg" data-testid="stamp-granted">
          {r.duplicate ? <Trans>Already stamped for this scan</Trans> : <Trans>Stamp given</Trans>}
        </Text>
        <Text>
          <Trans>Member: {r.memberName}</Trans>
        </Text>
        {r.completed ? (
          <Text fw={600}>
            <Trans>Card complete: the reward {reward} is in the member's e-coupons.</Trans>
          </Text>
        ) : (
          <Text fw={600}>
            <Trans>
              {r.stamps} of {r.stampsRequired} stamps
            </Trans>
          </Text>
        )}
        <Button mt="sm" onClick={onNext}>
          <Trans>Next customer</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}

function Desk() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const actor = useFlow(stampGrantFlow);
  const state = useSelector(actor, (s) => s.value as string);
  const ctx = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const [payload, setPayload] = useState('');
  if (state === 'granted' && ctx.result)
    return (
      <Granted
        r={ctx.result}
        onNext={() => {
          setPayload('');
          actor.send({ type: 'stamp.next' });
          void queryClient.invalidateQueries({ queryKey: stampQueries.all() });
        }}
      />
    );
  return (
    <form
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'stamp.submit', payload, key: scanKey() });
      }}
    >
      <Stack>
        <Text size="sm">
          <Trans>Scan the customer's membership card QR code into the field to give one stamp.</Trans>
        </Text>
        {state === 'refused' && ctx.errorCode !== null && (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorText(new ApiError(ctx.errorCode, ''), stampErrorTexts)}</Text>
              {/* The same scan again, under its key: never a second stamp. */}
              <Button size="xs" variant="white" onClick={() => actor.send({ type: 'stamp.retry' })}>
                <Trans>Try again</Trans>
              </Button>
            </Stack>
          </Alert>
        )}
        <TextInput
          label={t`Membership card QR`}
          autoComplete="off"
          spellCheck={false}
          required
          value={payload}
          onChange={(e) => setPayload(e.currentTarget.value)}
          disabled={busy}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={payload.trim() === ''}>
            <Trans>Give a stamp</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The stamp desk (machines/stamp-grant.machine.ts): the member's membership card QR scanned
 * into the field gives one stamp, once per scan (a key per scan, resent on retry); a full card's reward
 * coupon goes to the member. Needs the merchant's stamp card (Enterprise).
 */
export function StampDesk() {
  return (
    <StampGate>
      {(card) =>
        card ? (
          <Desk />
        ) : (
          <Alert color="blue" role="status">
            <Trans>Set up your stamp card first.</Trans>
          </Alert>
        )
      }
    </StampGate>
  );
}
