import { useLingui } from '@lingui/react/macro';
import { FileInput, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { DOCUMENT_KINDS, REQUIRED_DOCUMENTS, type DocumentKind } from '@schemas/merchants';
import { documentLabel } from './merchants.labels';
import { merchantIssueText } from './merchants.errors';
import { DOCUMENT_ACCEPT, documentProblem } from './registration-form';

export type Documents = Partial<Record<DocumentKind, File>>;

/**
 * The registration documents (spec §3, §5): BR, CI and the bank statement required, another one optional, each
 * JPG, JPEG, PNG or PDF up to 10 MB. A picked file is checked at once; the server reads its bytes again.
 */
export function DocumentFields({
  value,
  errors,
  onChange,
  kinds = DOCUMENT_KINDS,
}: {
  value: Documents;
  errors: Partial<Record<DocumentKind, string>>;
  onChange: (next: Documents, problem: { kind: DocumentKind; message: string | null }) => void;
  kinds?: readonly DocumentKind[];
}) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t`Accepted types: JPG, JPEG, PNG, PDF; at most 10 MB each.`}
      </Text>
      {kinds.map((kind) => (
        <FileInput
          key={kind}
          label={i18n._(documentLabel[kind])}
          placeholder={t`Choose a file`}
          required={REQUIRED_DOCUMENTS.includes(kind)}
          accept={DOCUMENT_ACCEPT}
          clearable
          clearButtonProps={{ 'aria-label': t`Remove the file: ${i18n._(documentLabel[kind])}` }}
          leftSection={<IconFileUpload size={16} aria-hidden />}
          value={value[kind] ?? null}
          error={errors[kind]}
          data-document={kind}
          onChange={(file) => {
            const next = { ...value };
            const problem = file ? documentProblem(file) : null;
            if (file && !problem) next[kind] = file;
            else delete next[kind];
            onChange(next, { kind, message: problem ? merchantIssueText(problem) : null });
          }}
        />
      ))}
    </Stack>
  );
}
