import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notify } from '@/lib/notify';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Code } from '@schemas/codes';
import type { ProductPage } from '@schemas/catalog';
import { PeriodFields } from '@/components/PeriodFields';
import { api } from '@/lib/api';
import { codeOf, errorText } from '@/lib/error-text';
import { session } from '@/lib/session';
import { couponsApi } from './coupons.api';
import { couponErrorTexts, couponFieldTexts } from './coupons.errors';
import { couponQueries } from './coupons.queries';
import { emptyIssue, issueFields, issueProblems, type IssueValues } from './issue-form';

type Issue = { path: string; message: string };

/** The merchant's own items, to pick the ones a batch applies to. */
function useOwnItems() {
  const me = session.memberId();
  return useQuery({
    queryKey: [...couponQueries.all(), 'own-items', me] as const,
    queryFn: ({ signal }) =>
      api.get<ProductPage>('/api/products', { creatorId: me ?? '', limit: 60 }, { signal }),
    enabled: !!me,
  });
}

/**
 * issueCoupons (spec §2 "issue coupon"): a batch's name, value (HK$ off) or percentage, the
 * items it applies to (all of the merchant's, or chosen ones), validity period, quantity, per-member limit and
 * price (blank: free). One form; the merchant console will host it.
 */
export function IssueCouponsForm() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [v, setV] = useState<IssueValues>(() => emptyIssue());
  const [shown, setShown] = useState<Partial<Record<keyof IssueValues, string>>>({});
  const items = useOwnItems();
  const issue = useMutation({
    mutationFn: () => couponsApi.issue(issueFields(v)),
    onSuccess: async (batch) => {
      notify(
        t`Issued: ${plural(batch.quantity, { one: '# coupon', other: '# coupons' })} of ${batch.name}.`,
        'teal',
      );
      setV(emptyIssue());
      setShown({});
      await queryClient.invalidateQueries({ queryKey: couponQueries.all() });
    },
  });
  const serverIssues: Issue[] =
    codeOf(issue.error) === Code.VALIDATION_FAILED ? ((issue.error as { data?: Issue[] }).data ?? []) : [];
  const err = (field: keyof IssueValues, path: string = field) => {
    const m = shown[field] ?? serverIssues.find((i) => i.path === path)?.message;
    return m ? i18n._(couponFieldTexts[m] ?? couponFieldTexts.required!) : undefined;
  };
  const set = <K extends keyof IssueValues>(k: K, value: IssueValues[K]) =>
    setV((p) => ({ ...p, [k]: value }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const problems = issueProblems(v);
    setShown(problems);
    if (Object.keys(problems).length === 0) issue.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={issue.isPending}>
      <Stack>
        {issue.isError && serverIssues.length === 0 && (
          <Alert color="red" role="alert">
            {errorText(issue.error, couponErrorTexts)}
          </Alert>
        )}
        <TextInput
          label={t`Name`}
          required
          maxLength={80}
          value={v.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={err('name')}
        />
        <Textarea
          label={t`Description`}
          maxLength={500}
          autosize
          minRows={2}
          value={v.description}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="coupon-method">
            <Trans>Discount</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby="coupon-method"
            value={v.method}
            onChange={(m) => set('method', m as IssueValues['method'])}
            data={[
              { value: 'FIXPRICE', label: t`Amount off` },
              { value: 'PERCENT', label: t`Percentage off` },
            ]}
          />
        </Stack>
        {v.method === 'FIXPRICE' ? (
          <TextInput
            label={t`Amount off (HK$)`}
            inputMode="decimal"
            required
            value={v.amount}
            onChange={(e) => set('amount', e.currentTarget.value)}
            error={err('amount', 'value')}
          />
        ) : (
          <TextInput
            label={t`Percentage off (%)`}
            inputMode="decimal"
            required
            value={v.percent}
            onChange={(e) => set('percent', e.currentTarget.value)}
            error={err('percent')}
          />
        )}
        <PeriodFields
          labels={[t`Valid from`, t`Valid until`]}
          value={[v.validFrom, v.validTo]}
          onChange={(end, local) => set(end === 0 ? 'validFrom' : 'validTo', local)}
          errors={[err('validFrom'), err('validTo')]}
        >
          <NumberInput
            label={t`Quantity`}
            required
            min={1}
            max={100_000}
            allowDecimal={false}
            value={v.quantity}
            onChange={(n) => set('quantity', String(n))}
            error={err('quantity')}
          />
          <NumberInput
            label={t`Per member`}
            required
            min={1}
            max={100}
            allowDecimal={false}
            value={v.perMemberLimit}
            onChange={(n) => set('perMemberLimit', String(n))}
            error={err('perMemberLimit')}
          />
        </PeriodFields>
        <TextInput
          label={t`Price (HK$)`}
          description={t`Leave blank for a free coupon; a priced one is bought at the checkout.`}
          inputMode="decimal"
          value={v.price}
          onChange={(e) => set('price', e.currentTarget.value)}
          error={err('price')}
        />
        <Checkbox
          label={t`For all my items`}
          checked={v.isForAll}
          onChange={(e) => set('isForAll', e.currentTarget.checked)}
        />
        {!v.isForAll && (
          <MultiSelect
            label={t`Items it applies to`}
            required
            searchable
            data={(items.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }))}
            value={v.productIds}
            onChange={(ids) => set('productIds', ids)}
            error={err('productIds')}
            nothingFoundMessage={t`No items found`}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={issue.isPending}>
            <Trans>Issue coupons</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
