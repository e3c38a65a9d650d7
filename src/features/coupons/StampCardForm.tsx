import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAMPS_MAX, STAMPS_MIN, type StampCard } from '@schemas/stamps';
import { PeriodFields } from '@/components/PeriodFields';
import { errorText } from '@/lib/error-text';
import { atFormPaths, checkFieldText, fieldIssuesOf, issueErrors, markIssues } from '@/lib/field-issues';
import { notify } from '@/lib/notify';
import { offText } from './coupon-text';
import { couponFieldTexts } from './coupons.errors';
import { couponQueries } from './coupons.queries';
import {
  STAMP_CARD_PATHS,
  stampCardFields,
  stampCardIssues,
  stampCardValues,
  type StampCardValues,
} from './stamp-card-form';
import { stampErrorTexts } from './stamps.errors';
import { stampsApi } from './stamps.api';
import { StampGate } from './StampGate';
import { stampQueries } from './stamps.queries';

function Form({ card }: { card: StampCard | null }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // A reason without its own sentence (a schema's range or format) gets the generic one.
  const text = (reason: string) => {
    const known = couponFieldTexts[reason];
    return known ? i18n._(known) : checkFieldText();
  };
  const form = useForm<StampCardValues>({
    initialValues: stampCardValues(card),
    validate: (v) => issueErrors(stampCardIssues(v), text),
  });
  const batches = useQuery(couponQueries.merchantBatches());
  const save = useMutation({
    mutationFn: (v: StampCardValues) => stampsApi.save(stampCardFields(v)),
    onSuccess: async (saved) => {
      notify(t`Stamp card ${saved.name} saved.`, 'teal');
      await queryClient.invalidateQueries({ queryKey: stampQueries.all() });
    },
    onError: (err) => void markIssues(form, atFormPaths(fieldIssuesOf(err), STAMP_CARD_PATHS), text),
  });
  const v = form.values;
  const error = (field: keyof StampCardValues) => form.errors[field] as string | undefined;
  const options = (batches.data?.items ?? []).map((b) => ({
    value: b.id,
    label: `${b.name} (${offText(i18n, b)})`,
  }));
  return (
    <form noValidate aria-busy={save.isPending} onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack>
        <Text size="sm">
          <Trans>
            Members get a stamp for each paid order of your goods and each time you scan their membership card
            at the stamp desk. A full card gives them one coupon of the batch you choose, then a new card
            starts.
          </Trans>
        </Text>
        {card && (
          <Text size="sm" c="dimmed">
            <Trans>Cards completed so far: {card.completedCards}</Trans>
          </Text>
        )}
        {save.isError && fieldIssuesOf(save.error).length === 0 && (
          <Alert color="red" role="alert">
            {errorText(save.error, stampErrorTexts)}
          </Alert>
        )}
        <TextInput label={t`Stamp card name`} required maxLength={80} {...form.getInputProps('name')} />
        <NumberInput
          label={t`Stamps to fill the card`}
          required
          min={STAMPS_MIN}
          max={STAMPS_MAX}
          allowDecimal={false}
          {...form.getInputProps('stamps')}
          onChange={(n) => form.setFieldValue('stamps', String(n))}
        />
        <Select
          label={t`Reward coupon`}
          required
          // A required choice: picking the chosen coupon again (the saved card's) keeps it; Mantine would clear it.
          allowDeselect={false}
          data={options}
          {...form.getInputProps('batchId')}
          nothingFoundMessage={t`Issue a coupon batch first.`}
          description={batches.isError ? errorText(batches.error, stampErrorTexts) : undefined}
        />
        <PeriodFields
          labels={[t`Stamps from`, t`Stamps until`]}
          value={[v.validFrom, v.validTo]}
          onChange={(end, local) => form.setFieldValue(end === 0 ? 'validFrom' : 'validTo', local)}
          errors={[error('validFrom'), error('validTo')]}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            <Trans>Save stamp card</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * saveStampCard (Enterprise): the merchant's one stamp card, N stamps (2–20) earning one
 * coupon of its batches, and the period stamps are given in; prefilled with the card in force.
 */
export function StampCardForm() {
  return <StampGate>{(card) => <Form key={card?.id ?? 'new'} card={card} />}</StampGate>;
}
