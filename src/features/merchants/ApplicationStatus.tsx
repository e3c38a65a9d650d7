import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClock, IconFileAlert, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MerchantApplication } from '@schemas/merchant-registration';
import { DocumentFields, type Documents } from './DocumentFields';
import { uploadDocument } from './merchants.api';
import { merchantErrorText } from './merchants.errors';
import { documentLabel, statusLabel } from './merchants.labels';
import { merchantQueries } from './merchants.queries';
import { notify } from '@/lib/notify';
import { ButtonLink } from '@/components/router-links';

const ICON = {
  PENDING: IconClock,
  DOCUMENT_REQUESTED: IconFileAlert,
  APPROVED: IconCircleCheck,
  REJECTED: IconX,
};
const COLOR = { PENDING: 'blue', DOCUMENT_REQUESTED: 'orange', APPROVED: 'green', REJECTED: 'red' };

/** The applicant's view of their application: its state, the reviewer's words, a requested document's upload. */
export function ApplicationStatus({ application: a }: { application: MerchantApplication }) {
  const { t, i18n } = useLingui();
  const Icon = ICON[a.status];
  // Arriving from the long registration form (a phone is scrolled far down): start at the top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <Container size="sm" py="lg">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack>
          <Group justify="space-between" gap="xs">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {a.companyName}
            </Title>
            <Badge color={COLOR[a.status]} variant="outline" leftSection={<Icon size={14} aria-hidden />}>
              {i18n._(statusLabel[a.status])}
            </Badge>
          </Group>
          {a.status === 'PENDING' && (
            <Text role="status">
              <Trans>
                Thank you, we received your application. We review it within three working days and write to{' '}
                {a.email}.
              </Trans>
            </Text>
          )}
          {a.status === 'APPROVED' && (
            <Stack gap="sm" role="status">
              <Text>
                <Trans>Your business is a merchant now. Merchant code: {a.mcId}</Trans>
              </Text>
              <ButtonLink to="/pricing" style={{ alignSelf: 'flex-start' }}>
                <Trans>Choose a plan</Trans>
              </ButtonLink>
            </Stack>
          )}
          {a.status === 'REJECTED' && (
            <Alert color="red" title={t`Your application was not approved`}>
              {a.reviewNote}
            </Alert>
          )}
          {a.status === 'DOCUMENT_REQUESTED' && a.requestedDocument && <RequestedDocument a={a} />}
        </Stack>
      </Paper>
    </Container>
  );
}

function RequestedDocument({ a }: { a: MerchantApplication }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const kind = a.requestedDocument!;
  const [docs, setDocs] = useState<Documents>({});
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => uploadDocument(kind, docs[kind]!),
    onSuccess: async () => {
      notify(t`Thank you, the document was sent.`);
      await queryClient.invalidateQueries({ queryKey: merchantQueries.all() });
    },
  });
  return (
    <Stack>
      <Alert color="orange" title={t`Please send one more document: ${i18n._(documentLabel[kind])}`}>
        {a.reviewNote}
      </Alert>
      {send.isError && (
        <Alert color="red" role="alert">
          {merchantErrorText(send.error)}
        </Alert>
      )}
      <DocumentFields
        kinds={[kind]}
        value={docs}
        errors={problem ? { [kind]: problem } : {}}
        onChange={(next, p) => {
          setDocs(next);
          setProblem(p.message);
        }}
      />
      <Button
        onClick={() => send.mutate()}
        disabled={!docs[kind]}
        loading={send.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        <Trans>Send the document</Trans>
      </Button>
    </Stack>
  );
}
