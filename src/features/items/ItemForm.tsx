import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Code } from '@schemas/codes';
import { useFlow } from '@/lib/use-flow';
import { BasicsFields } from './BasicsFields';
import { FormSection } from './form-parts';
import { sameShape, shapeOf, TRAIT_LISTS, type ItemFormMode, type ItemValues } from './item-form';
import { ItemFormFooter } from './ItemFormFooter';
import { itemFormFlow } from './items.actors';
import { formPath, issueText } from './items.errors';
import { LicenceFields } from './LicenceFields';
import { MediaFields } from './MediaFields';
import { PricingFields } from './PricingFields';
import { SourceFields } from './SourceFields';
import { TokenFields } from './TokenFields';
import { TraitsEditor } from './TraitsEditor';
import { queryRoots } from '@/lib/query-keys';

export type ItemFormProps = {
  mode: ItemFormMode;
  initialValues: ItemValues;
  /** The item being edited. */
  itemId?: string;
  /** The edited item's collection, shown read-only. */
  collectionName?: string;
};

/**
 * The item form of create, item1155 and edititem (spec §2, §3 Item, §5): the parts below, checked and
 * sent by the item form machine; field issues (client or server 4200) land on their fields.
 */
export function ItemForm({ mode, initialValues, itemId, collectionName }: ItemFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [shape, setShape] = useState(() => shapeOf(initialValues));
  const shapeRef = useRef(shape);
  const form = useForm<ItemValues>({
    mode: 'uncontrolled',
    initialValues,
    onValuesChange: (values) => {
      const next = shapeOf(values);
      if (sameShape(shapeRef.current, next)) return;
      shapeRef.current = next;
      setShape(next);
    },
  });
  const flow = useMemo(() => itemFormFlow(mode), [mode]);
  const actor = useFlow(flow);
  const issues = useSelector(actor, (s) => s.context.issues);
  const state = useSelector(actor, (s) => s.value);
  const code = useSelector(actor, (s) => s.context.code);
  const reason = useSelector(actor, (s) => s.context.reason);
  const result = useSelector(actor, (s) => s.context.result);
  const formRef = useRef<HTMLFormElement>(null);
  const leaving = useRef(false);
  const { setErrors, setFieldError } = form;
  const [uploading, setUploading] = useState({ cover: false, file: false });
  const onUploading = useCallback(
    (field: 'cover' | 'file', busy: boolean) =>
      setUploading((u) => (u[field] === busy ? u : { ...u, [field]: busy })),
    [],
  );

  // Field issues (from the check or the server) go onto their fields; the first invalid one takes focus.
  const placed = useMemo(() => {
    const errors: Record<string, string> = {};
    const other: string[] = [];
    for (const issue of issues) {
      const path = formPath(issue.path);
      const text = issueText(issue, i18n);
      if (path.split('.')[0]! in initialValues) errors[path] ??= text;
      else other.push(text);
    }
    return { errors, other };
  }, [issues, i18n, initialValues]);
  useEffect(() => {
    if (!Object.keys(placed.errors).length) return;
    setErrors(placed.errors);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }, [placed, setErrors]);

  useEffect(() => {
    if (state !== 'failed') return;
    if (code === Code.CONTRACT_TYPE_REQUIRED)
      setFieldError('contractType', issueText({ path: 'contractType', message: 'contract_type' }, i18n));
    if (code === Code.FORBIDDEN && reason === 'no_create_permission') {
      leaving.current = true;
      void navigate({ to: '/pricing', search: { denied: 'CREATE' } });
    }
  }, [state, code, reason, i18n, navigate, setFieldError]);

  useEffect(() => {
    if (state !== 'done' || !result) return;
    leaving.current = true;
    void queryClient.invalidateQueries({ queryKey: queryRoots.catalog() });
    void navigate({ to: '/itemView', search: { id: result.id } });
  }, [state, result, queryClient, navigate]);

  // Read when leaving, not at render: the uncontrolled form does not re-render while the member types.
  useBlocker({
    shouldBlockFn: () =>
      form.isDirty() && !leaving.current && !window.confirm(t`You have unsaved changes. Leave anyway?`),
    enableBeforeUnload: () => form.isDirty() && !leaving.current,
  });

  const submit = form.onSubmit((values) => {
    form.clearErrors();
    actor.send({ type: 'item.submit', draft: { values, id: itemId } });
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <BasicsFields form={form} shape={shape} mode={mode} collectionName={collectionName} />
        <MediaFields form={form} shape={shape} mode={mode} onUploading={onUploading} />
        <SourceFields form={form} shape={shape} mode={mode} />
        <TokenFields form={form} shape={shape} mode={mode} />
        <FormSection
          title={<Trans>Properties, levels and stats</Trans>}
          description={<Trans>Optional. Every row needs a type, a name and a value.</Trans>}
        >
          {TRAIT_LISTS.map((list) => (
            <TraitsEditor key={list} form={form} shape={shape} list={list} />
          ))}
        </FormSection>
        <LicenceFields form={form} shape={shape} />
        <PricingFields form={form} shape={shape} />
        <ItemFormFooter
          actor={actor}
          mode={mode}
          itemId={itemId}
          unplaced={placed.other}
          hasIssues={issues.length > 0}
          uploading={uploading.cover || uploading.file}
        />
      </Stack>
    </form>
  );
}
