import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { QpWalletActor } from '@machines/qpwallet.machine';
import { Code } from '@schemas/codes';
import { useQpTexts } from './qpwallet.errors';
import { useParts } from './qpwallet.parts';

/**
 * Step 2, the registration (spec §5 "the next step completes registration and creates a wallet"): the
 * code sent to the e-mail (when the e-form needs one) and the terms; completing may take a moment while
 * the wallet is created. A refusal is announced and keeps what was typed.
 */
export function RegisterStep({ actor }: { actor: QpWalletActor }) {
  const { t } = useLingui();
  const { OtpCodeField, TermsCheckbox } = useParts();
  const { errorText, issueText } = useQpTexts();
  const eform = useSelector(actor, (s) => s.context.eform);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const errorCode = useSelector(actor, (s) => (s.matches('registering') ? s.context.errorCode : null));
  const issues = useSelector(actor, (s) => (s.matches('registering') ? s.context.issues : []));
  const [code, setCode] = useState(() => actor.getSnapshot().context.code);
  const [terms, setTerms] = useState(false);
  const [tried, setTried] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (errorCode !== null) alertRef.current?.focus();
  }, [errorCode]);

  if (!eform) return null;
  const needsCode = eform.codePurpose !== null;
  const codeMissing = needsCode && !/^\d{6}$/.test(code);
  const codeRefused = errorCode === Code.CODE_WRONG || errorCode === Code.CODE_EXPIRED;
  const codeIssue = issues.find((i) => i.path === 'code');
  const codeError =
    tried && codeMissing
      ? t`Please enter the 6-digit code.`
      : codeIssue
        ? issueText(codeIssue.message)
        : codeRefused; // the alert above says why

  function complete() {
    setTried(true);
    if (codeMissing) codeRef.current?.querySelector('input')?.focus();
    else if (!terms) termsRef.current?.focus();
    else actor.send({ type: 'qpwallet.complete', code, termsAccepted: true });
  }

  return (
    <Stack mt="md">
      {errorCode !== null && (
        <Alert color="red" role="alert" ref={alertRef} tabIndex={-1}>
          {errorText(errorCode)}
        </Alert>
      )}
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          <Trans>E-mail address:</Trans>{' '}
          <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
            {eform.email}
          </Text>
        </Text>
        {!busy && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => actor.send({ type: 'qpwallet.back' })}
          >
            <Trans>Change</Trans>
          </Anchor>
        )}
      </Group>
      {eform.codePurpose !== null && (
        <div ref={codeRef}>
          <OtpCodeField
            channel="email"
            recipient={() => eform.email}
            purpose={eform.codePurpose}
            sent={{ resendAfterSeconds: eform.resendAfterSeconds, expiresInSeconds: eform.expiresInSeconds }}
            value={code}
            onChange={setCode}
            error={codeError}
          />
        </div>
      )}
      <TermsCheckbox
        ref={termsRef}
        checked={terms}
        onToggle={() => setTerms((x) => !x)}
        error={tried && !terms ? t`Please accept the terms and the privacy policy to continue.` : undefined}
      />
      <Button onClick={complete} loading={busy} style={{ alignSelf: 'flex-start' }}>
        <Trans>Complete registration</Trans>
      </Button>
      {busy && (
        <Text size="sm" c="dimmed" role="status">
          <Trans>Creating your wallet…</Trans>
        </Text>
      )}
    </Stack>
  );
}
