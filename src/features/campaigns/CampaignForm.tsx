import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CAMPAIGN_ROUTES, PAGE_KIND_OF, type Campaign, type CampaignRoute } from '@schemas/campaigns';
import { PeriodFields } from '@/components/PeriodFields';
import { errorText } from '@/lib/error-text';
import { fieldIssuesOf, focusFirstInvalid, issueErrors, markIssues } from '@/lib/field-issues';
import { notify } from '@/lib/notify';
import {
  atCampaignPaths,
  campaignFields,
  campaignIssues,
  campaignValues,
  issuePaths,
  savedRewardOf,
  type CampaignValues,
} from './campaign-form';
import { campaignFieldTexts, campaignSaveErrorTexts, PAGE_KIND_LABEL } from './campaign-form.texts';
import { campaignsApi } from './campaigns.api';
import { campaignQueries } from './campaigns.queries';
import { localText } from './local-text';
import { LocalTextFields } from '@/components/LocalTextFields';
import { RewardFields } from './RewardFields';
import { StepsEditor } from './StepsEditor';

type Props = {
  /** The merchant's campaign to change, or null for a new one. */
  campaign: Campaign | null;
  onSaved: (saved: Campaign) => void;
};

/**
 * saveCampaign (spec §2 event pages): the route a campaign shows on, its title and steps in the
 * interface languages, artwork, schedule, reward and limits. The schema's checks are made before sending and
 * the server's 4200 issues are shown at the same fields.
 */
export function CampaignForm({ campaign, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const text = (reason: string) => i18n._(campaignFieldTexts[reason] ?? campaignFieldTexts.invalid!);
  const form = useForm<CampaignValues>({
    initialValues: campaignValues(campaign),
    validate: (values) => issueErrors(campaignIssues(values), text),
  });
  const v = form.values;
  const set = (patch: Partial<CampaignValues>) => form.setValues(patch);
  const save = useMutation({
    mutationFn: (values: CampaignValues) => campaignsApi.save(campaignFields(values)),
    onSuccess: async (saved) => {
      const title = localText(saved.title, i18n.locale);
      notify(t`Event page ${title} saved.`, 'teal');
      onSaved(saved);
      await queryClient.invalidateQueries({ queryKey: campaignQueries.all() });
    },
    // The errors are kept at the server's paths ('steps.0.en_US', 'reward'), which the form's parts ask for.
    onError: (err) =>
      void markIssues(
        { values: issuePaths(form.getValues()), setFieldError: form.setFieldError },
        atCampaignPaths(fieldIssuesOf(err)),
        text,
      ),
  });
  const error = (path: string) => form.errors[path] as string | undefined;
  const routes = CAMPAIGN_ROUTES.map((r) => {
    const kind = i18n._(PAGE_KIND_LABEL[PAGE_KIND_OF[r]]);
    return { value: r, label: `#/${r} · ${kind}` };
  });
  return (
    <form
      noValidate
      aria-busy={save.isPending}
      onSubmit={form.onSubmit((values) => save.mutate(values), focusFirstInvalid)}
    >
      <Stack>
        {save.isError && (
          <Alert color="red" role="alert">
            {errorText(save.error, campaignSaveErrorTexts)}
          </Alert>
        )}
        <Select
          label={t`Event page`}
          description={t`The page of the site that shows this campaign, and what kind of page it is.`}
          required
          allowDeselect={false}
          data={routes}
          value={v.route}
          onChange={(r) => r && set({ route: r as CampaignRoute })}
          error={error('route')}
        />
        <LocalTextFields
          label={t`Title`}
          value={v.title}
          onChange={(locale, text) => set({ title: { ...v.title, [locale]: text } })}
          error={(locale) => error(`title.${locale}`)}
          maxLength={120}
        />
        <StepsEditor steps={v.steps} onChange={(steps) => set({ steps })} error={error} />
        <TextInput
          label={t`Artwork address`}
          description={t`Optional: the address of a picture for the top of the page.`}
          type="url"
          maxLength={500}
          value={v.artwork}
          onChange={(e) => set({ artwork: e.currentTarget.value })}
          error={error('artwork')}
        />
        <PeriodFields
          labels={[t`Starts`, t`Ends`]}
          value={[v.startsAt, v.endsAt]}
          onChange={(end, local) => set(end === 0 ? { startsAt: local } : { endsAt: local })}
          errors={[error('startsAt'), error('endsAt')]}
        />
        <RewardFields v={v} set={set} error={error} savedReward={savedRewardOf(campaign)} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {campaign ? <Trans>Save changes</Trans> : <Trans>Create event page</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
