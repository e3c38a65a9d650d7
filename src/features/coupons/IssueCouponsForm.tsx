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
import { useForm } from '@mantine/form';
import { notify } from '@/lib/notify';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductPage } from '@schemas/catalog';
import { PeriodFields } from '@/components/PeriodFields';
import { api } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { atFormPaths, checkFieldText, fieldIssuesOf, issueErrors, markIssues } from '@/lib/field-issues';
import { session } from '@/lib/session';
import { couponsApi } from './coupons.api';
import { couponErrorTexts, couponFieldTexts } from './coupons.errors';
import { couponQueries } from './coupons.queries';
import { emptyIssue, ISSUE_PATHS, issueFields, issueIssues, type IssueValues } from './issue-form';

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
  // A reason without its own sentence (a schema's range or format) gets the generic one.
  const text = (reason: string) => {
    const known = couponFieldTexts[reason];
    return known ? i18n._(known) : checkFieldText();
  };
  const form = useForm<IssueValues>({
    initialValues: emptyIssue(),
    validate: (values) => issueErrors(issueIssues(values), text),
  });
  const items = useOwnItems();
  const issue = useMutation({
    mutationFn: (values: IssueValues) => couponsApi.issue(issueFields(values)),
    onSuccess: async (batch) => {
      notify(
        t`Issued: ${plural(batch.quantity, { one: '# coupon', other: '# coupons' })} of ${batch.name}.`,
        'teal',
      );
      // A fresh form: the period starts now again.
      form.setValues(emptyIssue());
      form.clearErrors();
      await queryClient.invalidateQueries({ queryKey: couponQueries.all() });
    },
    onError: (err) => void markIssues(form, atFormPaths(fieldIssuesOf(err), ISSUE_PATHS), text),
  });
  const v = form.values;
  const error = (field: keyof IssueValues) => form.errors[field] as string | undefined;
  const asText = (field: 'quantity' | 'perMemberLimit') => ({
    ...form.getInputProps(field),
    onChange: (n: string | number) => form.setFieldValue(field, String(n)),
  });
  return (
    <form onSubmit={form.onSubmit((values) => issue.mutate(values))} noValidate aria-busy={issue.isPending}>
      <Stack>
        {issue.isError && fieldIssuesOf(issue.error).length === 0 && (
          <Alert color="red" role="alert">
            {errorText(issue.error, couponErrorTexts)}
          </Alert>
        )}
        <TextInput label={t`Name`} required maxLength={80} {...form.getInputProps('name')} />
        <Textarea
          label={t`Description`}
          maxLength={500}
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="coupon-method">
            <Trans>Discount</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby="coupon-method"
            {...form.getInputProps('method')}
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
            {...form.getInputProps('amount')}
          />
        ) : (
          <TextInput
            label={t`Percentage off (%)`}
            inputMode="decimal"
            required
            {...form.getInputProps('percent')}
          />
        )}
        <PeriodFields
          labels={[t`Valid from`, t`Valid until`]}
          value={[v.validFrom, v.validTo]}
          onChange={(end, local) => form.setFieldValue(end === 0 ? 'validFrom' : 'validTo', local)}
          errors={[error('validFrom'), error('validTo')]}
        >
          <NumberInput
            label={t`Quantity`}
            required
            min={1}
            max={100_000}
            allowDecimal={false}
            {...asText('quantity')}
          />
          <NumberInput
            label={t`Per member`}
            required
            min={1}
            max={100}
            allowDecimal={false}
            {...asText('perMemberLimit')}
          />
        </PeriodFields>
        <TextInput
          label={t`Price (HK$)`}
          description={t`Leave blank for a free coupon; a priced one is bought at the checkout.`}
          inputMode="decimal"
          {...form.getInputProps('price')}
        />
        <Checkbox label={t`For all my items`} {...form.getInputProps('isForAll', { type: 'checkbox' })} />
        {!v.isForAll && (
          <MultiSelect
            label={t`Items it applies to`}
            required
            searchable
            data={(items.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }))}
            {...form.getInputProps('productIds')}
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
