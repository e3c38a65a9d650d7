import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { CampaignActor } from '@machines/campaign.machine';
import { useCaptchaParts } from '@/components/captcha-parts';
import { EMPTY_TARGET, TransferTargetFields, type TargetValues } from '@/components/TransferTargetFields';
import { checkFieldText } from '@/lib/field-issues';

/**
 * On a transfer page: passes the reward just received on to another member by mobile or e-mail, with the
 * picture code. Each try draws a new picture (a picture allows one try); a refusal is shown above the button.
 */
export function RewardTransferForm({ actor, error }: { actor: CampaignActor; error: string | null }) {
  const { t } = useLingui();
  const { CaptchaField, captchaQuery } = useCaptchaParts();
  const captcha = useQuery(captchaQuery());
  const busy = useSelector(actor, (s) => s.matches('transferring'));
  const [target, setTarget] = useState<TargetValues>(EMPTY_TARGET);
  const [captchaText, setCaptchaText] = useState('');
  const [missing, setMissing] = useState(false);
  // Fields the server refused (4200) are marked on the fields, beside the refusal said above the button.
  const issues = useSelector(actor, (s) => s.context.issues);
  const refused = (path: string) => (issues.some((i) => i.path === path) ? checkFieldText() : undefined);

  const contact = target.by === 'mobile' ? target.mobile.trim() : target.email.trim();
  const submit = () => {
    if (!contact || !captchaText.trim()) return setMissing(true);
    setMissing(false);
    actor.send({
      type: 'reward.transfer',
      target: { ...target, captchaId: captcha.data?.captchaId ?? '', captchaText: captchaText.trim() },
    });
    // A picture code allows one try, answered or refused: the next try needs a new one.
    setCaptchaText('');
    void captcha.refetch();
  };
  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        aria-label={t`Pass it on to a friend`}
        noValidate
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>Pass it on to a friend</Trans>
          </Title>
          <TransferTargetFields
            value={target}
            onChange={setTarget}
            disabled={busy}
            errors={{
              mobile: missing && target.by === 'mobile' && !contact ? t`Required.` : refused('mobile'),
              email: missing && target.by === 'email' && !contact ? t`Required.` : refused('email'),
            }}
            captcha={
              <CaptchaField
                captcha={captcha}
                value={captchaText}
                onChange={setCaptchaText}
                error={missing && !captchaText.trim() ? t`Required.` : refused('captchaText')}
              />
            }
          />
          {error && (
            <Alert role="alert" color="red" variant="light">
              {error}
            </Alert>
          )}
          <Button type="submit" loading={busy}>
            <Trans>Send it</Trans>
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
