import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { Code } from '@schemas/codes';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { useFlow } from '@/lib/use-flow';
import { useCaptchaParts } from '@/components/captcha-parts';
import { EMPTY_TARGET, TransferTargetFields, type TargetValues } from '@/components/TransferTargetFields';
import { transferFlow } from './cards.actors';
import { cardFieldTexts, transferErrorTexts } from './cards.errors';

/**
 * Card transfer (spec §4/§5, machines/card-transfer.machine.ts): the member by mobile (area code) or e-mail,
 * the picture code, a confirmation, then the server's answer; a refusal comes back with a new picture code.
 */
export function TransferCardPanel({ cardId, cardName }: { cardId: string; cardName: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { CaptchaField, captchaQuery } = useCaptchaParts();
  const captcha = useQuery(captchaQuery());
  const flow = useMemo(() => transferFlow(queryClient, cardId), [queryClient, cardId]);
  const actor = useFlow(flow);
  const state = useSelector(actor, (s) => s.value as string);
  const ctx = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const [target, setTarget] = useState<TargetValues>(EMPTY_TARGET);
  const [captchaText, setCaptchaText] = useState('');
  const refused = ctx.errorCode;

  if (state === 'done')
    return (
      <Group gap="xs" role="status">
        <IconCircleCheck color="var(--mantine-color-teal-7)" aria-hidden />
        <Text fw={600} data-testid="transfer-done">
          <Trans>The card was transferred.</Trans>
        </Text>
        <Anchor renderRoot={(p) => <Link to="/memberCard" {...p} />} size="sm">
          <Trans>All my cards</Trans>
        </Anchor>
      </Group>
    );
  const who = target.by === 'mobile' ? `${target.areaCode} ${target.mobile}` : target.email;
  if (state === 'confirming' || state === 'submitting')
    return (
      <Stack gap="sm">
        <Text>
          <Trans>
            Transfer {cardName} to {who}? The card leaves your wallet.
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => actor.send({ type: 'transfer.cancel' })} disabled={busy}>
            <Trans>Back</Trans>
          </Button>
          <Button onClick={() => actor.send({ type: 'transfer.confirm' })} loading={busy} color="red">
            <Trans>Confirm transfer</Trans>
          </Button>
        </Group>
      </Stack>
    );
  const issue = (path: string) => {
    const m = ctx.issues.find((i) => i.path === path)?.message;
    return m ? i18n._(cardFieldTexts[m] ?? cardFieldTexts.required!) : undefined;
  };
  const showAlert = refused !== null && !(refused === Code.VALIDATION_FAILED && ctx.issues.length > 0);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({
          type: 'transfer.submit',
          ...target,
          captchaId: captcha.data?.captchaId ?? '',
          captchaText,
        });
        // Each picture code allows one try: the next attempt (after a refusal or going back) needs a new one.
        if (captchaText.trim()) {
          setCaptchaText('');
          void captcha.refetch();
        }
      }}
      noValidate
    >
      <Stack gap="sm">
        {showAlert && (
          <Alert color="red" role="alert">
            {errorText(new ApiError(refused, ''), transferErrorTexts)}
          </Alert>
        )}
        <TransferTargetFields
          value={target}
          onChange={setTarget}
          errors={{ mobile: issue('mobile'), email: issue('email') }}
          captcha={<CaptchaField captcha={captcha} value={captchaText} onChange={setCaptchaText} />}
        />
        <Group justify="flex-end">
          <Button type="submit">{t`Continue`}</Button>
        </Group>
      </Stack>
    </form>
  );
}
