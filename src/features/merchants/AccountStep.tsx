import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AccountValues } from '@machines/merchant-registration.machine';
import { Code } from '@schemas/codes';
import { DOCUMENT_FIELDS } from '@schemas/merchant-registration';
import { PasswordSchema } from '@schemas/auth';
import { REQUIRED_DOCUMENTS, type DocumentKind } from '@schemas/merchants';
import * as v from 'valibot';
import { markIssues } from '@/lib/field-issues';
import { DocumentFields, type Documents } from './DocumentFields';
import { merchantCodeText, merchantIssueText } from './merchants.errors';
import { useMerchantParts, type AccountFormValues } from './merchants.parts';

type Issue = { path: string; message: string };
const KIND_OF_FIELD = Object.fromEntries(Object.entries(DOCUMENT_FIELDS).map(([k, f]) => [f, k])) as Record<
  string,
  DocumentKind
>;

/**
 * Step 3, the account (spec §2/§5): the code sent to the contact e-mail, the password by the rules, the
 * documents, the promotion consent and the terms. Server refusals land on their fields.
 */
export function AccountStep({
  email,
  busy,
  progress,
  errorCode,
  issues,
  onBack,
  onSubmit,
}: {
  email: string;
  busy: boolean;
  progress: number;
  errorCode: number | null;
  issues: Issue[];
  onBack: () => void;
  onSubmit: (values: AccountValues) => void;
}) {
  const { t } = useLingui();
  const { OtpCodeField, NewPasswordFields, TermsCheckbox } = useMerchantParts();
  const form = useForm<AccountFormValues>({
    initialValues: { code: '', password: '', confirm: '' },
    validate: {
      code: (c) => (/^\d{6}$/.test(c) ? null : merchantIssueText('code')),
      password: (p) => {
        const r = v.safeParse(PasswordSchema, p);
        return r.success ? null : merchantIssueText(r.issues[0].message);
      },
      confirm: (c, all) => (c === all.password ? null : merchantIssueText('password_mismatch')),
    },
  });
  const [documents, setDocuments] = useState<Documents>({});
  // Local checks of the documents; null once a new file replaced one the server refused.
  const [docErrors, setDocErrors] = useState<Partial<Record<DocumentKind, string | null>>>({});
  const [promoConsent, setPromoConsent] = useState(false);
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>();
  const termsRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // The server's field issues: the code and the password on their fields, a document by its field.
  const serverDocErrors = useMemo(() => {
    const docs: Partial<Record<DocumentKind, string>> = {};
    for (const i of issues)
      if (KIND_OF_FIELD[i.path]) docs[KIND_OF_FIELD[i.path]!] = merchantIssueText(i.message);
    return docs;
  }, [issues]);
  useEffect(() => {
    // Documents are not form fields: they show their own errors (serverDocErrors).
    markIssues(
      form,
      issues.filter((i) => !KIND_OF_FIELD[i.path]),
      merchantIssueText,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the answer changes
  }, [issues]);
  const shownDocErrors = Object.fromEntries(
    Object.entries({ ...serverDocErrors, ...docErrors }).filter(([, m]) => m),
  ) as Partial<Record<DocumentKind, string>>;
  useEffect(() => {
    if (errorCode === Code.CODE_WRONG || errorCode === Code.CODE_EXPIRED)
      form.setFieldError('code', merchantCodeText(errorCode));
    else if (errorCode !== null) alertRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the answer changes
  }, [errorCode]);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const { hasErrors, errors } = form.validate();
    const missing = Object.fromEntries(
      REQUIRED_DOCUMENTS.filter((k) => !documents[k]).map((k) => [k, merchantIssueText('document_required')]),
    );
    setDocErrors((prev) => ({ ...prev, ...missing }));
    setTermsError(terms ? undefined : merchantIssueText('terms'));
    if (hasErrors) return form.getInputNode(['code', 'password', 'confirm'].find((k) => errors[k])!)?.focus();
    if (Object.keys(missing).length > 0) {
      document.querySelector<HTMLElement>(`[data-document="${Object.keys(missing)[0]}"]`)?.focus();
      return;
    }
    if (!terms) return termsRef.current?.focus();
    onSubmit({ ...form.getValues(), documents, promoConsent, termsAccepted: terms });
  }

  const showAlert = errorCode !== null && errorCode !== Code.CODE_WRONG && errorCode !== Code.CODE_EXPIRED;
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack>
          {showAlert && (
            <Alert color="red" role="alert" ref={alertRef} tabIndex={-1}>
              {merchantCodeText(errorCode)}
            </Alert>
          )}
          <Text size="sm">
            <Trans>
              We send a verification code to <b>{email}</b>.
            </Trans>
          </Text>
          <OtpCodeField
            channel="email"
            purpose="signup"
            recipient={() => email}
            value={form.values.code}
            onChange={(code) => form.setFieldValue('code', code)}
            error={form.errors.code}
          />
          <NewPasswordFields form={form} />
          <Title order={2} size="h4">
            <Trans>Documents</Trans>
          </Title>
          <DocumentFields
            value={documents}
            errors={shownDocErrors}
            onChange={(next, p) => {
              setDocuments(next);
              setDocErrors((e) => ({ ...e, [p.kind]: p.message }));
            }}
          />
          <Checkbox
            checked={promoConsent}
            onChange={(e) => setPromoConsent(e.currentTarget.checked)}
            label={t`Send me news and promotions for merchants`}
          />
          <TermsCheckbox
            ref={termsRef}
            checked={terms}
            onToggle={() => setTerms((x) => !x)}
            error={termsError}
          />
          {busy && <Progress value={progress * 100} aria-label={t`Sending your application`} />}
          <Group justify="space-between">
            <Button variant="default" onClick={onBack}>
              <Trans>Back</Trans>
            </Button>
            <Button type="submit" loading={busy}>
              <Trans>Submit application</Trans>
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
