import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CompanyValues, FieldIssue } from '@machines/merchant-registration.machine';
import { ENTITY_TYPES, INDUSTRIES, REGIONS } from '@schemas/merchants';
import { entityTypeLabel, industryLabel, regionLabel } from './merchants.labels';
import { companyErrors, EMPTY_COMPANY } from './registration-form';
import { useStepIssues } from './use-step-issues';

/** Step 1, company information (spec §3): every field but business demand is required. */
export function CompanyStep({
  initial,
  issues = [],
  onNext,
}: {
  initial: CompanyValues | null;
  /** Fields of this step the server refused when the application was sent (4200). */
  issues?: readonly FieldIssue[];
  onNext: (values: CompanyValues) => void;
}) {
  const { t, i18n } = useLingui();
  const form = useForm<CompanyValues>({
    initialValues: initial ?? EMPTY_COMPANY,
    validate: companyErrors,
  });
  useStepIssues(form, issues, Object.keys(EMPTY_COMPANY));
  const choose = (label: string) => ({ value: '', label, disabled: true });
  const submit = form.onSubmit(onNext, (errors) => {
    const first = Object.keys(EMPTY_COMPANY).find((k) => errors[k]);
    if (first) form.getInputNode(first)?.focus();
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="company-step">
      <Stack>
        <TextInput label={t`Company name`} required maxLength={120} {...form.getInputProps('companyName')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t`Entity type`}
            required
            data={[
              choose(t`Choose…`),
              ...ENTITY_TYPES.map((v) => ({ value: v, label: i18n._(entityTypeLabel[v]) })),
            ]}
            {...form.getInputProps('entityType')}
          />
          <NativeSelect
            label={t`Industry`}
            required
            data={[
              choose(t`Choose…`),
              ...INDUSTRIES.map((v) => ({ value: v, label: i18n._(industryLabel[v]) })),
            ]}
            {...form.getInputProps('industry')}
          />
        </SimpleGrid>
        <TextInput
          label={t`Main business`}
          required
          maxLength={200}
          {...form.getInputProps('mainBusiness')}
        />
        <NativeSelect
          label={t`Country or region`}
          required
          data={[choose(t`Choose…`), ...REGIONS.map((v) => ({ value: v, label: i18n._(regionLabel[v]) }))]}
          {...form.getInputProps('region')}
        />
        <Textarea
          label={t`Detailed address`}
          required
          autosize
          minRows={2}
          maxLength={300}
          autoComplete="street-address"
          {...form.getInputProps('address')}
        />
        <Textarea
          label={t`Business demand (optional)`}
          description={t`What would you like to do with e-coupons, membership cards or the e-shop?`}
          autosize
          minRows={2}
          maxLength={1000}
          {...form.getInputProps('businessDemand')}
        />
        <Group justify="flex-end">
          <Button type="submit">
            <Trans>Next</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
