import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { useFlow } from '@/lib/use-flow';
import { couponRedeemFlow } from './coupons.actors';
import { couponErrorTexts } from './coupons.errors';
import { offText } from './coupon-text';

/**
 * The shop's redemption desk (machines/coupon-redeem.machine.ts): the holder's QR scanned
 * into the field (a scanner types it) or its code typed; the coupon is redeemed once and burnt on chain.
 */
export function RedeemCouponDesk() {
  const { t, i18n } = useLingui();
  const actor = useFlow(couponRedeemFlow);
  const state = useSelector(actor, (s) => s.value as string);
  const ctx = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const [code, setCode] = useState('');
  if (state === 'redeemed' && ctx.result) {
    const r = ctx.result;
    return (
      <Paper withBorder p="lg" radius="md">
        <Stack align="center" ta="center" gap="xs" role="status">
          <IconCircleCheck size={40} color="var(--mantine-color-teal-7)" aria-hidden />
          <Text fw={700} size="lg" data-testid="redeemed">
            <Trans>Redeemed</Trans>
          </Text>
          <Text>
            {r.batchName} · {offText(i18n, r)}
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>Holder: {r.holderName}</Trans>
          </Text>
          <Button
            mt="sm"
            onClick={() => {
              setCode('');
              actor.send({ type: 'redeem.next' });
            }}
          >
            <Trans>Next customer</Trans>
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'redeem.submit', code });
      }}
      aria-busy={busy}
    >
      <Stack>
        <Text size="sm">
          <Trans>Scan the customer's coupon QR code into the field, or type the code they read out.</Trans>
        </Text>
        {state === 'refused' && ctx.errorCode !== null && (
          <Alert color="red" role="alert">
            {errorText(new ApiError(ctx.errorCode, ''), couponErrorTexts)}
          </Alert>
        )}
        <TextInput
          label={t`Coupon QR or code`}
          placeholder="XXXX-XXXX-XXXX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          disabled={busy}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={code.trim() === ''}>
            <Trans>Redeem</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
