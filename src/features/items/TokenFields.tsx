import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ITEM_LIMITS } from '@schemas/products';
import { features } from '@/lib/flags';
import { FixedValue, FormSection, type PartProps } from './form-parts';
import type { Blockchain } from './item-form';
import { CHAIN_LABELS, STANDARD_LABELS } from './item-labels';

/**
 * Chain, token standard and copies (spec §3 blockchain, contractType, quantity). The standard comes from
 * the screen (create: ERC-721, item1155: ERC-1155 with more than one copy); all three are fixed once
 * the item exists.
 */
export function TokenFields({ form, shape, mode }: PartProps) {
  const { t, i18n } = useLingui();
  const { blockchain, contractType, collectionId } = shape;
  const { quantity } = form.getValues();
  const chains: Blockchain[] = features.openPolygon ? ['ETHEREUM', 'POLYGON'] : ['ETHEREUM'];
  const multi = contractType === 'ERC1155';
  const standard = contractType ? i18n._(STANDARD_LABELS[contractType]) : '';
  const fixed = mode === 'edit';
  const max = ITEM_LIMITS.maxQuantity;
  const search = collectionId ? { collectionId } : {};
  const other =
    fixed || !contractType ? null : multi ? (
      <Anchor size="sm" renderRoot={(r) => <Link {...r} to="/create" search={search} />}>
        <Trans>Create a single item (ERC-721) instead</Trans>
      </Anchor>
    ) : (
      <Anchor size="sm" renderRoot={(r) => <Link {...r} to="/item1155" search={search} />}>
        <Trans>Create several copies (ERC-1155) instead</Trans>
      </Anchor>
    );

  return (
    <FormSection title={<Trans>Token</Trans>}>
      {fixed ? (
        <FixedValue label={t`Blockchain`} value={i18n._(CHAIN_LABELS[blockchain])} />
      ) : (
        <Radio.Group
          label={t`Blockchain`}
          required
          key={form.key('blockchain')}
          {...form.getInputProps('blockchain')}
        >
          <Group gap="lg" mt="xs">
            {chains.map((c) => (
              <Radio key={c} value={c} label={i18n._(CHAIN_LABELS[c])} />
            ))}
          </Group>
        </Radio.Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FixedValue label={t`Contract type`} value={standard} error={form.errors.contractType} />
        {multi &&
          (fixed ? (
            <FixedValue label={t`Quantity`} value={quantity} />
          ) : (
            <TextInput
              label={t`Quantity`}
              description={t`Number of copies: more than 1, at most ${max}.`}
              required
              inputMode="numeric"
              maxLength={6}
              key={form.key('quantity')}
              {...form.getInputProps('quantity')}
            />
          ))}
      </SimpleGrid>
      {other}
    </FormSection>
  );
}
