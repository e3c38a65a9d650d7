import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Group, NativeSelect, Radio, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { LICENCE_PERIODS } from '@schemas/products';
import { FormSection, type PartProps } from './form-parts';
import { LICENCE_CHOICES } from './item-form';
import { ITEM_TEXT_MAX } from './item-form.validate';
import { PERIOD_LABELS } from './item-labels';

type Choice = (typeof LICENCE_CHOICES)[number];

/**
 * What the buyer may do with the item (spec §3 licence options, §5 each choice required): commercial
 * use, period, copy, display, reproduce and distribute as Yes/No, additional benefits, and "others"
 * whose free text is required once ticked.
 */
export function LicenceFields({ form, shape }: Pick<PartProps, 'form' | 'shape'>) {
  const { t, i18n } = useLingui();
  const labels: Record<Choice, string> = {
    commercialUse: t`Commercial use`,
    copy: t`Copy`,
    display: t`Display`,
    reproduce: t`Reproduce`,
    distribute: t`Distribute`,
  };
  const { hasOthers } = shape;
  const max = ITEM_TEXT_MAX.licenceText;
  return (
    <FormSection
      title={<Trans>Licence</Trans>}
      description={<Trans>What the owner of the item may do with it. Answer every question.</Trans>}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {LICENCE_CHOICES.map((c) => (
          <Radio.Group
            label={labels[c]}
            required
            key={form.key(`licence.${c}`)}
            {...form.getInputProps(`licence.${c}`)}
          >
            <Group gap="lg" mt={6}>
              <Radio value="Y" label={t`Yes`} />
              <Radio value="N" label={t`No`} />
            </Group>
          </Radio.Group>
        ))}
        <NativeSelect
          label={t`Licence period`}
          required
          data={[
            { value: '', label: t`Choose a period` },
            ...LICENCE_PERIODS.map((p) => ({ value: p, label: i18n._(PERIOD_LABELS[p]) })),
          ]}
          key={form.key('licence.period')}
          {...form.getInputProps('licence.period')}
        />
      </SimpleGrid>
      <Textarea
        label={t`Additional benefits`}
        description={t`Anything else the owner receives, such as event access.`}
        autosize
        minRows={2}
        maxLength={max}
        key={form.key('licence.additionalBenefits')}
        {...form.getInputProps('licence.additionalBenefits')}
      />
      <Stack gap="xs">
        <Checkbox
          label={t`Other terms`}
          key={form.key('licence.hasOthers')}
          {...form.getInputProps('licence.hasOthers', { type: 'checkbox' })}
        />
        {hasOthers && (
          <Textarea
            label={t`Describe the other terms`}
            required
            autosize
            minRows={2}
            maxLength={max}
            key={form.key('licence.others')}
            {...form.getInputProps('licence.others')}
          />
        )}
      </Stack>
    </FormSection>
  );
}
