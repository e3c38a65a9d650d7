import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Code } from '@schemas/codes';
import type { TicketedEvent, TicketedEventStatus } from '@schemas/tickets';
import { ArtworkField } from '@/components/ArtworkField';
import { LocalTextFields } from '@/components/LocalTextFields';
import { PeriodFields } from '@/components/PeriodFields';
import { SaveForm } from '@/components/SaveForm';
import { codeOf, errorText } from '@/lib/error-text';
import { fieldIssuesOf, focusFirstInvalid, issueErrors, markIssues } from '@/lib/field-issues';
import { notify } from '@/lib/notify';
import { atEventPaths, eventFields, eventIssues, eventValues, type EventValues } from './event-form';
import { eventFieldTexts, eventSaveErrorTexts, eventSaveReasonTexts } from './event-form.texts';
import { eventText } from './event-text';
import { merchantTicketsApi } from './merchant-tickets.api';
import { merchantTicketQueries } from './merchant-tickets.queries';
import { TiersEditor } from './TiersEditor';

type Props = {
  /** The merchant's event to change, or null for a new one. */
  event: TicketedEvent | null;
  onSaved: (saved: TicketedEvent) => void;
};

/** The words for a refused save: the server's reason when it has a sentence, else its code's. */
function refusalText(err: unknown, i18n: I18n) {
  const reason = (err as { message?: string }).message ?? '';
  const own = codeOf(err) !== Code.VALIDATION_FAILED ? eventSaveReasonTexts[reason] : undefined;
  return own ? i18n._(own) : errorText(err, eventSaveErrorTexts);
}

/**
 * saveTicketedEvent (Enterprise): the event's title and description in the interface languages, venue, start
 * and end, artwork, draft or published, and its ticket tiers. The schema's checks are made before sending and
 * the server's 4200 issues are shown at the same fields; a refusal about sales says which.
 */
export function EventForm({ event, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const text = (reason: string) => i18n._(eventFieldTexts[reason] ?? eventFieldTexts.invalid!);
  const form = useForm<EventValues>({
    initialValues: eventValues(event),
    validate: (values) => issueErrors(eventIssues(values), text),
  });
  const v = form.values;
  const set = (patch: Partial<EventValues>) => form.setValues(patch);
  const save = useMutation({
    mutationFn: (values: EventValues) => merchantTicketsApi.save(eventFields(values)),
    onSuccess: async (saved) => {
      const title = eventText(saved.title, i18n.locale);
      notify(t`Event ${title} saved.`, 'teal');
      onSaved(saved);
      await queryClient.invalidateQueries({ queryKey: merchantTicketQueries.events().queryKey });
    },
    onError: (err) => void markIssues(form, atEventPaths(fieldIssuesOf(err)), text),
  });
  const error = (path: string) => form.errors[path] as string | undefined;
  return (
    <SaveForm
      saving={save.isPending}
      refusal={save.isError ? refusalText(save.error, i18n) : null}
      submit={event ? <Trans>Save changes</Trans> : <Trans>Create event</Trans>}
      submitDisabled={uploading}
      onSubmit={form.onSubmit((values) => save.mutate(values), focusFirstInvalid)}
    >
      <LocalTextFields
        label={t`Event title`}
        value={v.title}
        onChange={(locale, s) => set({ title: { ...v.title, [locale]: s } })}
        error={(locale) => error(`title.${locale}`)}
        maxLength={120}
      />
      <LocalTextFields
        label={t`Description`}
        value={v.description}
        onChange={(locale, s) => set({ description: { ...v.description, [locale]: s } })}
        error={(locale) => error(`description.${locale}`)}
        maxLength={4000}
        multiline
      />
      <TextInput
        label={t`Venue`}
        required
        maxLength={200}
        value={v.venue}
        onChange={(e) => set({ venue: e.currentTarget.value })}
        error={error('venue')}
      />
      <PeriodFields
        labels={[t`Starts`, t`Ends`]}
        value={[v.startsAt, v.endsAt]}
        onChange={(end, local) => set(end === 0 ? { startsAt: local } : { endsAt: local })}
        errors={[error('startsAt'), error('endsAt')]}
      />
      <ArtworkField
        form={form}
        description={t`Optional: a picture for the event's page and tickets.`}
        onBusyChange={setUploading}
      />
      <Radio.Group
        label={t`State`}
        value={v.status}
        onChange={(s) => set({ status: s as TicketedEventStatus })}
      >
        <Stack gap="xs" mt={4}>
          <Radio value="DRAFT" label={t`Draft: only you see it`} />
          <Radio value="PUBLISHED" label={t`Published: anyone sees it, tiers sell in their windows`} />
        </Stack>
      </Radio.Group>
      <TiersEditor
        tiers={v.tiers}
        eventStartsAt={v.startsAt}
        onChange={(tiers) => set({ tiers })}
        error={error}
      />
    </SaveForm>
  );
}
