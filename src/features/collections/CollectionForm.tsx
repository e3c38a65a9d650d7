import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  Paper,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Code } from '@schemas/codes';
import { CATEGORIES, ROYALTY_MAX_PERCENT, type CollectionDetail } from '@schemas/collections';
import { FileDrop } from '@/components/FileDrop';
import { ApiError } from '@/lib/api-error';
import { codeOf } from '@/lib/error-text';
import { features } from '@/lib/flags';
import { CATEGORY_LABELS } from './category-labels';
import {
  checksummed,
  DESCRIPTION_MAX,
  emptyValues,
  IMAGE_FIELDS,
  serverFieldErrors,
  toFields,
  validateCollection,
  valuesOf,
  type CollectionValues,
} from './collection-form';
import { createCollection, updateCollection } from './collections.api';
import { collectionErrorText } from './collections.errors';
import { notify } from '@/lib/notify';
import { queryRoots } from '@/lib/query-keys';
import { AnchorLink } from '@/components/router-links';

/**
 * Create or edit a collection (spec §3 Collection, §5): name, description, URL, category, chain (create
 * only), three images uploaded as they are picked, and the royalty, which is fixed after creation.
 */
export function CollectionForm({
  collection,
  onSaved,
}: {
  collection?: CollectionDetail;
  onSaved: (id: string) => void;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const queryClient = useQueryClient();
  const editing = collection !== undefined;
  const form = useForm<CollectionValues>({
    mode: 'controlled',
    initialValues: collection ? valuesOf(collection) : emptyValues(),
    validate: (v) => validateCollection(v, editing, i18n),
  });
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const busyUploads = Object.values(uploading).some(Boolean);
  // One stable handler per image field, so FileDrop's effect does not re-run on every render.
  const [busyHandlers] = useState(() =>
    Object.fromEntries(
      IMAGE_FIELDS.map(({ field }) => [
        field,
        (busy: boolean) => setUploading((u) => (u[field] === busy ? u : { ...u, [field]: busy })),
      ]),
    ),
  );

  const save = useMutation({
    mutationFn: (v: CollectionValues) =>
      editing ? updateCollection(toFields(v, collection.id)) : createCollection(toFields(v)),
    onSuccess: async (ref) => {
      await queryClient.invalidateQueries({ queryKey: queryRoots.catalog() });
      notify(editing ? t`The collection has been saved.` : t`The collection has been created.`, 'green');
      onSaved(ref.id);
    },
    onError: (err) => {
      if (err instanceof ApiError) form.setErrors(serverFieldErrors(err.data, i18n));
    },
  });
  const fieldIssues = save.isError && codeOf(save.error) === Code.VALIDATION_FAILED;
  const denied = save.error instanceof ApiError && save.error.message === 'no_create_permission';
  const chains = [
    { value: 'ETHEREUM', label: t`Ethereum` },
    ...(features.openPolygon ? [{ value: 'POLYGON', label: t`Polygon` }] : []),
  ];
  const max = ROYALTY_MAX_PERCENT;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form noValidate onSubmit={form.onSubmit((v) => save.mutate(v))}>
        <Stack gap="lg">
          {save.isError && (
            <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />}>
              {fieldIssues ? (
                <Trans>Please check the highlighted fields.</Trans>
              ) : (
                collectionErrorText(save.error)
              )}
              {denied && (
                <>
                  {' '}
                  <AnchorLink to="/pricing">
                    <Trans>See the plans</Trans>
                  </AnchorLink>
                </>
              )}
            </Alert>
          )}
          <TextInput label={t`Name`} required maxLength={60} {...form.getInputProps('name')} />
          <Textarea
            label={t`Description`}
            autosize
            minRows={3}
            maxLength={DESCRIPTION_MAX}
            description={`${form.values.description.length}/${DESCRIPTION_MAX}`}
            {...form.getInputProps('description')}
          />
          <TextInput
            label={t`URL`}
            description={t`The collection's web address, starting with https://`}
            required
            type="url"
            inputMode="url"
            placeholder="https://"
            {...form.getInputProps('url')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NativeSelect
              label={t`Category`}
              data={CATEGORIES.map((c) => ({ value: c, label: i18n._(CATEGORY_LABELS[c]) }))}
              {...form.getInputProps('category')}
            />
            {!editing && (
              <NativeSelect label={t`Blockchain`} data={chains} {...form.getInputProps('blockchain')} />
            )}
          </SimpleGrid>
          {IMAGE_FIELDS.map(({ field, purpose, width, height }) => (
            <FileDrop
              key={field}
              label={
                field === 'logo' ? t`Logo image` : field === 'featured' ? t`Featured image` : t`Banner image`
              }
              description={t`${width} x ${height} pixels; larger images are cropped to this size.`}
              purpose={purpose}
              required
              previewAspect={width / height}
              value={form.values[field]}
              onChange={(f) => {
                form.setFieldValue(field, f);
                form.clearFieldError(field);
              }}
              error={form.errors[field] as string | undefined}
              onBusyChange={busyHandlers[field]}
            />
          ))}
          <Stack gap="xs">
            {editing && (
              <Alert color="gray" variant="light" role="note" icon={<IconLock aria-hidden />}>
                <Trans>
                  The royalty fee and wallet address cannot be changed after the collection is created.
                </Trans>
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t`Royalty fee`}
                description={t`Percent of each resale paid to you, at most ${max}%.`}
                required={!editing}
                disabled={editing}
                inputMode="decimal"
                rightSection="%"
                {...form.getInputProps('royaltyFeePercent')}
              />
              <TextInput
                label={t`Royalty wallet address`}
                description={t`Where royalties are paid (0x…).`}
                required={!editing}
                disabled={editing}
                autoComplete="off"
                spellCheck={false}
                {...form.getInputProps('royaltyAddress')}
                onBlur={(e) => {
                  form.setFieldValue('royaltyAddress', checksummed(e.currentTarget.value));
                  form.validateField('royaltyAddress');
                }}
              />
            </SimpleGrid>
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={busyUploads || save.isPending}>
              {editing ? <Trans>Save changes</Trans> : <Trans>Create collection</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
