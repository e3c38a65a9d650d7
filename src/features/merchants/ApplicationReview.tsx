import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  List,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MerchantApplication } from '@schemas/merchant-registration';
import { DOCUMENT_KINDS, type DocumentKind } from '@schemas/merchants';
import { readDocument, reviewApplication } from './merchants.api';
import { merchantErrorText } from './merchants.errors';
import {
  documentLabel,
  entityTypeLabel,
  industryLabel,
  merchantTypeLabel,
  regionLabel,
} from './merchants.labels';
import { merchantQueries } from './merchants.queries';
import { notify } from '@/lib/notify';

/** One application as a reviewer sees it: every field, the documents to open, and the three decisions. */
export function ApplicationReview({ application: a }: { application: MerchantApplication }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [type, setType] = useState<'COUPON' | 'PMS'>('COUPON');
  const [reason, setReason] = useState('');
  const [doc, setDoc] = useState<DocumentKind>('OTHER');
  const [note, setNote] = useState('');
  const review = useMutation({
    mutationFn: (form: Parameters<typeof reviewApplication>[1]) => reviewApplication(a.id, form),
    onSuccess: async (r) => {
      notify(t`Decision saved; the applicant was told by e-mail.`);
      await queryClient.invalidateQueries({ queryKey: merchantQueries.all() });
      if (r.mcId) notify(t`Merchant code: ${r.mcId}`);
    },
  });
  const open = useMutation({
    mutationFn: readDocument,
    onSuccess: ({ blob }) => window.open(URL.createObjectURL(blob), '_blank', 'noopener'),
  });
  const decided = a.status === 'APPROVED' || a.status === 'REJECTED';
  const rows: [string, string][] = [
    [t`Entity type`, i18n._(entityTypeLabel[a.entityType])],
    [t`Industry`, i18n._(industryLabel[a.industry])],
    [t`Main business`, a.mainBusiness],
    [t`Country or region`, i18n._(regionLabel[a.region])],
    [t`Detailed address`, a.address],
    [t`Business demand`, a.businessDemand || '—'],
    [t`Contact person`, `${a.contactFirstName} ${a.contactLastName}, ${a.position}`],
    [t`Contact number`, `${a.contactAreaCode} ${a.contactNumber}`],
    [t`E-mail`, a.email],
    [t`Website`, a.website],
  ];
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="review-title"
    >
      <Stack>
        <Title order={2} size="h3" id="review-title">
          {a.companyName}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
          {rows.map(([k, v]) => (
            <div key={k}>
              <Text component="dt" size="xs" c="dimmed">
                {k}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {v}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Title order={3} size="h4">
          <Trans>Documents</Trans>
        </Title>
        <List spacing={4}>
          {a.documents.map((d) => (
            <List.Item key={d.id}>
              <Anchor component="button" type="button" onClick={() => open.mutate(d.id)}>
                {i18n._(documentLabel[d.kind])}: {d.fileName || d.mime}
              </Anchor>
            </List.Item>
          ))}
        </List>
        {open.isError && <Alert color="red">{merchantErrorText(open.error)}</Alert>}
        {review.isError && (
          <Alert color="red" role="alert">
            {merchantErrorText(review.error)}
          </Alert>
        )}
        {decided ? (
          <Text c="dimmed">{a.reviewNote || <Trans>This application was decided.</Trans>}</Text>
        ) : (
          <Stack gap="md">
            <Divider />
            <Group align="flex-end">
              <NativeSelect
                label={t`Merchant type`}
                value={type}
                onChange={(e) => setType(e.currentTarget.value as 'COUPON' | 'PMS')}
                data={(['COUPON', 'PMS'] as const).map((v) => ({
                  value: v,
                  label: i18n._(merchantTypeLabel[v]),
                }))}
              />
              <Button
                color="green"
                loading={review.isPending}
                onClick={() => review.mutate({ action: 'APPROVE', type })}
              >
                <Trans>Approve</Trans>
              </Button>
            </Group>
            <Textarea
              label={t`Reason for rejection`}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={1000}
            />
            <Button
              color="red"
              variant="light"
              disabled={reason.trim() === ''}
              loading={review.isPending}
              onClick={() => review.mutate({ action: 'REJECT', reason })}
              style={{ alignSelf: 'flex-start' }}
            >
              <Trans>Reject</Trans>
            </Button>
            <NativeSelect
              label={t`Document to ask for`}
              value={doc}
              onChange={(e) => setDoc(e.currentTarget.value as DocumentKind)}
              data={DOCUMENT_KINDS.map((k) => ({ value: k, label: i18n._(documentLabel[k]) }))}
            />
            <Textarea
              label={t`What it should show`}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={1000}
            />
            <Button
              variant="light"
              disabled={note.trim() === ''}
              loading={review.isPending}
              onClick={() => review.mutate({ action: 'REQUEST_DOCUMENT', document: doc, note })}
              style={{ alignSelf: 'flex-start' }}
            >
              <Trans>Ask for the document</Trans>
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
