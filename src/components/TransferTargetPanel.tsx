import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { TransferTargetEntry, TransferTargetMachine } from '@machines/transfer-target.machine';
import { Code } from '@schemas/codes';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { useFlow } from '@/lib/use-flow';
import { useCaptchaParts } from './captcha-parts';
import { EMPTY_TARGET, TransferTargetFields, type TargetValues } from './TransferTargetFields';

/** A new key for one transfer attempt (server: 8 to 64 of A-Z a-z 0-9 _ -). */
const newAttemptKey = () => crypto.randomUUID().replace(/-/g, '');

type Props = {
  /** machines/transfer-target.machine.ts with the feature's send effect provided. */
  flow: TransferTargetMachine;
  /** The confirmation's question: "Transfer … to {who}? …". */
  question: (who: string, entry: TransferTargetEntry) => ReactNode;
  /** What the panel shows once sent (nothing when the page moves on by itself). */
  done?: (result: unknown) => ReactNode;
  /** Told once with the send effect's answer. */
  onDone?: (result: unknown) => void;
  errorTexts: Partial<Record<number, MessageDescriptor>>;
  /** Texts of the 4200 reasons the server may give for the form's fields; `required` is the fallback. */
  fieldTexts: Record<string, MessageDescriptor>;
  /** The thing's own fields under the target (a ticket's asking price), marked with the server's issues. */
  extraFields?: (issue: (path: string) => string | undefined) => ReactNode;
  /** The own fields' values to send, or null to stay on the form (a field the feature marked itself). */
  takeExtra?: () => Record<string, string> | null;
};

/**
 * A transfer to another member (a card, a ticket): the target by mobile or e-mail and the picture code
 * (TransferTargetFields), the feature's own fields, a confirmation, then the send effect's answer; a refusal
 * comes back with its text or marked fields and a new picture code (each allows one try).
 */
export function TransferTargetPanel({
  flow,
  question,
  done,
  onDone,
  errorTexts,
  fieldTexts,
  extraFields,
  takeExtra,
}: Props) {
  const { t, i18n } = useLingui();
  const { CaptchaField, captchaQuery } = useCaptchaParts();
  const captcha = useQuery(captchaQuery());
  const actor = useFlow(flow);
  const state = useSelector(actor, (s) => s.value as string);
  const ctx = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const [target, setTarget] = useState<TargetValues>(EMPTY_TARGET);
  const [captchaText, setCaptchaText] = useState('');

  const sent = state === 'done';
  useEffect(() => {
    if (sent) onDone?.(ctx.result);
  }, [sent, ctx.result, onDone]);

  if (sent) return done ? done(ctx.result) : null;
  const who = target.by === 'mobile' ? `${target.areaCode} ${target.mobile}` : target.email;
  if ((state === 'confirming' || state === 'submitting') && ctx.entry)
    return (
      <Stack gap="sm">
        {question(who, ctx.entry)}
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
    return m ? i18n._(fieldTexts[m] ?? fieldTexts.required!) : undefined;
  };
  const refused = ctx.errorCode;
  const showAlert = refused !== null && !(refused === Code.VALIDATION_FAILED && ctx.issues.length > 0);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const extra = takeExtra ? takeExtra() : {};
        if (extra === null) return;
        actor.send({
          type: 'transfer.submit',
          ...target,
          extra,
          captchaId: captcha.data?.captchaId ?? '',
          captchaText,
          requestKey: newAttemptKey(),
        });
        // Each picture code allows one try: the next attempt (after a refusal or going back) needs a new one.
        if (captchaText.trim()) {
          setCaptchaText('');
          void captcha.refetch();
        }
      }}
    >
      <Stack gap="sm">
        {showAlert && (
          <Alert color="red" role="alert">
            {errorText(new ApiError(refused, ''), errorTexts)}
          </Alert>
        )}
        <TransferTargetFields
          value={target}
          onChange={setTarget}
          errors={{ mobile: issue('mobile'), email: issue('email') }}
          captcha={<CaptchaField captcha={captcha} value={captchaText} onChange={setCaptchaText} />}
        />
        {extraFields?.(issue)}
        <Group justify="flex-end">
          <Button type="submit">{t`Continue`}</Button>
        </Group>
      </Stack>
    </form>
  );
}
