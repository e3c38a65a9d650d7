import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { codeOf } from '@/lib/error-text';
import { saveFile } from '@/lib/save-file';

type Props = {
  /** Fetches the file with the signed client (api.download): a plain link could not carry the signature. */
  fetchFile: () => Promise<{ blob: Blob; fileName: string | null }>;
  /** The file's name when the server gives none. */
  fallbackName: string;
  children: ReactNode;
  errorTitle: ReactNode;
  /** The feature's text for a refusal. */
  errorText: (error: unknown) => string;
};

/** A button that downloads an export (a CSV) under the server's file name, and says why when it cannot. */
export function DownloadButton({ fetchFile, fallbackName, children, errorTitle, errorText }: Props) {
  const run = useMutation({
    mutationFn: fetchFile,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? fallbackName),
  });
  const code = codeOf(run.error);
  const text = run.isError ? errorText(run.error) : '';
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={run.isPending}
        onClick={() => run.mutate()}
      >
        {children}
      </Button>
      {run.isError && (
        <Alert role="alert" color="red" variant="light" title={errorTitle}>
          <Text size="sm">{text}</Text>
          {!text.includes(String(code)) && (
            <Text size="xs" c="dimmed">
              <Trans>Code {code}</Trans>
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
