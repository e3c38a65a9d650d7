import { Trans, useLingui } from '@lingui/react/macro';
import { Textarea, TextInput } from '@mantine/core';
import { CollectionPicker } from './CollectionPicker';
import { FormSection, type PartProps } from './form-parts';
import { ITEM_TEXT_MAX } from './item-form.validate';

/** Name, description, collection and external link (spec §3 Item). */
export function BasicsFields({ form, shape, mode, collectionName }: PartProps & { collectionName?: string }) {
  const { t } = useLingui();
  const max = ITEM_TEXT_MAX.description;
  return (
    <FormSection title={<Trans>About the item</Trans>}>
      <CollectionPicker form={form} shape={shape} mode={mode} fixedName={collectionName} />
      <TextInput
        label={t`Item name`}
        required
        maxLength={ITEM_TEXT_MAX.name}
        key={form.key('name')}
        {...form.getInputProps('name')}
      />
      <Textarea
        label={t`Description`}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={max}
        description={t`Up to ${max} characters.`}
        key={form.key('description')}
        {...form.getInputProps('description')}
      />
      <TextInput
        label={t`External link`}
        description={t`A page about the item on your own site, starting with https://`}
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={ITEM_TEXT_MAX.externalLink}
        key={form.key('externalLink')}
        {...form.getInputProps('externalLink')}
      />
    </FormSection>
  );
}
