import { Trans, useLingui } from '@lingui/react/macro';
import { Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FixedValue, FormSection, type PartProps } from './form-parts';
import type { SourceType } from './item-form';
import { ITEM_TEXT_MAX } from './item-form.validate';
import { SOURCE_LABELS } from './item-labels';

const SOURCES: SourceType[] = ['SELF', 'NON', 'PHYSICAL'];

/**
 * Where the item comes from (spec §3 source type): minted here, minted on another platform (its platform,
 * contract and token) or a physical product (model and card number). Fixed after creation but for the
 * physical product's numbers.
 */
export function SourceFields({ form, shape, mode }: PartProps) {
  const { t, i18n } = useLingui();
  const source = shape.sourceType;
  const stored = form.getValues();
  const fixed = mode === 'edit';
  return (
    <FormSection title={<Trans>Source</Trans>}>
      {fixed ? (
        <FixedValue label={t`Source type`} value={i18n._(SOURCE_LABELS[source].label)} />
      ) : (
        <Radio.Group
          label={t`Source type`}
          required
          key={form.key('sourceType')}
          {...form.getInputProps('sourceType')}
        >
          <Stack gap="sm" mt="xs">
            {SOURCES.map((s) => (
              <Radio
                key={s}
                value={s}
                label={i18n._(SOURCE_LABELS[s].label)}
                description={i18n._(SOURCE_LABELS[s].hint)}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {source === 'NON' &&
        (fixed ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <FixedValue label={t`Platform`} value={stored.platform} />
            <FixedValue label={t`Contract address`} value={stored.contractAddress} />
            <FixedValue label={t`Token ID`} value={stored.tokenId} />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t`Platform`}
              description={t`Where the item was minted, such as OpenSea.`}
              required
              maxLength={ITEM_TEXT_MAX.platform}
              key={form.key('platform')}
              {...form.getInputProps('platform')}
            />
            <TextInput
              label={t`Token ID`}
              description={t`The token's number on that contract.`}
              required
              inputMode="numeric"
              maxLength={78}
              key={form.key('tokenId')}
              {...form.getInputProps('tokenId')}
            />
            <TextInput
              label={t`Contract address`}
              required
              placeholder="0x…"
              maxLength={42}
              autoComplete="off"
              spellCheck={false}
              style={{ gridColumn: '1 / -1' }}
              key={form.key('contractAddress')}
              {...form.getInputProps('contractAddress')}
            />
          </SimpleGrid>
        ))}
      {source === 'PHYSICAL' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Model number`}
            required
            maxLength={ITEM_TEXT_MAX.modelNumber}
            key={form.key('modelNumber')}
            {...form.getInputProps('modelNumber')}
          />
          <TextInput
            label={t`Card number`}
            maxLength={ITEM_TEXT_MAX.cardNumber}
            key={form.key('cardNumber')}
            {...form.getInputProps('cardNumber')}
          />
        </SimpleGrid>
      )}
    </FormSection>
  );
}
