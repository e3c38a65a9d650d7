import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Code } from '@schemas/codes';
import { STAMPS_MAX, STAMPS_MIN, type StampCard } from '@schemas/stamps';
import { PeriodFields } from '@/components/PeriodFields';
import { codeOf, errorText } from '@/lib/error-text';
import { instant, localInput } from '@/lib/local-time';
import { notify } from '@/lib/notify';
import { offText } from './coupon-text';
import { couponFieldTexts } from './coupons.errors';
import { couponQueries } from './coupons.queries';
import { stampErrorTexts } from './stamps.errors';
import { stampsApi } from './stamps.api';
import { StampGate } from './StampGate';
import { stampQueries } from './stamps.queries';

type Values = { name: string; stamps: string; batchId: string | null; validFrom: string; validTo: string };
type Issue = { path: string; message: string };

const initial = (card: StampCard | null, now = new Date()): Values => ({
  name: card?.name ?? '',
  stamps: String(card?.stampsRequired ?? 8),
  batchId: card?.reward.batchId ?? null,
  validFrom: localInput(card ? new Date(card.validFrom) : now),
  validTo: localInput(card ? new Date(card.validTo) : new Date(now.getTime() + 365 * 86_400_000)),
});

function problems(v: Values): Partial<Record<keyof Values, string>> {
  const out: Partial<Record<keyof Values, string>> = {};
  if (!v.name.trim()) out.name = 'required';
  const n = Number(v.stamps);
  if (!Number.isInteger(n) || n < STAMPS_MIN || n > STAMPS_MAX) out.stamps = 'stamps_range';
  if (!v.batchId) out.batchId = 'required';
  if (!instant(v.validFrom)) out.validFrom = 'datetime_format';
  if (!instant(v.validTo)) out.validTo = 'datetime_format';
  else if (instant(v.validFrom) && new Date(v.validTo) <= new Date(v.validFrom))
    out.validTo = 'ends_before_start';
  return out;
}

function Form({ card }: { card: StampCard | null }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [v, setV] = useState<Values>(() => initial(card));
  const [shown, setShown] = useState<Partial<Record<keyof Values, string>>>({});
  const batches = useQuery(couponQueries.merchantBatches());
  const save = useMutation({
    mutationFn: () =>
      stampsApi.save({
        name: v.name.trim(),
        stampsRequired: v.stamps,
        rewardBatchId: v.batchId ?? '',
        validFrom: instant(v.validFrom),
        validTo: instant(v.validTo),
      }),
    onSuccess: async (saved) => {
      notify(t`Stamp card ${saved.name} saved.`, 'teal');
      await queryClient.invalidateQueries({ queryKey: stampQueries.all() });
    },
  });
  const serverIssues: Issue[] =
    codeOf(save.error) === Code.VALIDATION_FAILED ? ((save.error as { data?: Issue[] }).data ?? []) : [];
  const err = (field: keyof Values, path: string = field) => {
    const m = shown[field] ?? serverIssues.find((i) => i.path === path)?.message;
    return m ? i18n._(couponFieldTexts[m] ?? couponFieldTexts.required!) : undefined;
  };
  const set = <K extends keyof Values>(k: K, value: Values[K]) => setV((p) => ({ ...p, [k]: value }));
  const options = (batches.data?.items ?? []).map((b) => ({
    value: b.id,
    label: `${b.name} (${offText(i18n, b)})`,
  }));
  return (
    <form
      noValidate
      aria-busy={save.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        const found = problems(v);
        setShown(found);
        if (Object.keys(found).length === 0) save.mutate();
      }}
    >
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
        {save.isError && serverIssues.length === 0 && (
          <Alert color="red" role="alert">
            {errorText(save.error, stampErrorTexts)}
          </Alert>
        )}
        <TextInput
          label={t`Stamp card name`}
          required
          maxLength={80}
          value={v.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={err('name')}
        />
        <NumberInput
          label={t`Stamps to fill the card`}
          required
          min={STAMPS_MIN}
          max={STAMPS_MAX}
          allowDecimal={false}
          value={v.stamps}
          onChange={(n) => set('stamps', String(n))}
          error={err('stamps', 'stampsRequired')}
        />
        <Select
          label={t`Reward coupon`}
          required
          // A required choice: picking the chosen coupon again (the saved card's) keeps it; Mantine would clear it.
          allowDeselect={false}
          data={options}
          value={v.batchId}
          onChange={(id) => set('batchId', id)}
          error={err('batchId', 'rewardBatchId')}
          nothingFoundMessage={t`Issue a coupon batch first.`}
          description={batches.isError ? errorText(batches.error, stampErrorTexts) : undefined}
        />
        <PeriodFields
          labels={[t`Stamps from`, t`Stamps until`]}
          value={[v.validFrom, v.validTo]}
          onChange={(end, local) => set(end === 0 ? 'validFrom' : 'validTo', local)}
          errors={[err('validFrom'), err('validTo')]}
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
