import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { checkFieldText, fieldIssuesOf, issueErrors, markFieldIssues } from '@/lib/field-issues';
import { notify } from '@/lib/notify';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CARD_TIERS_MAX } from '@schemas/cards';
import { errorText } from '@/lib/error-text';
import {
  emptyProgramme,
  newTier,
  programmeFields,
  programmeIssues,
  type ProgrammeValues,
} from './card-programme-form';
import { cardsApi } from './cards.api';
import { cardErrorTexts, cardFieldTexts } from './cards.errors';
import { cardQueries } from './cards.queries';

/**
 * createCardProgramme: a programme's name, its tiers with their VIP discount, transferable
 * or not (spec §6: only corporate members' cards move), validity in months, web3 group, and whether the QR mini
 * page issues it (the default programme). One form; the merchant console will host it.
 */
export function CardProgrammeForm() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // A reason without its own sentence (a schema's range or format) gets the generic one.
  const text = (reason: string) => {
    const known = cardFieldTexts[reason];
    return known ? i18n._(known) : checkFieldText();
  };
  const form = useForm<ProgrammeValues>({
    initialValues: emptyProgramme(),
    validate: (v) => issueErrors(programmeIssues(v), text),
  });
  const create = useMutation({
    mutationFn: (v: ProgrammeValues) => cardsApi.createProgramme(programmeFields(v)),
    onSuccess: async (p) => {
      notify(t`Programme ${p.name} created.`, 'teal');
      form.reset();
      await queryClient.invalidateQueries({ queryKey: cardQueries.all() });
    },
    onError: (err) => void markFieldIssues(form, err, text),
  });
  const tiers = form.values.tiers;
  return (
    <form onSubmit={form.onSubmit((v) => create.mutate(v))} noValidate aria-busy={create.isPending}>
      <Stack gap="sm">
        {create.isError && fieldIssuesOf(create.error).length === 0 && (
          <Alert color="red" role="alert">
            {errorText(create.error, cardErrorTexts)}
          </Alert>
        )}
        <TextInput label={t`Programme name`} required maxLength={80} {...form.getInputProps('name')} />
        <Textarea
          label={t`Description`}
          maxLength={500}
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" size="sm" fw={500}>
            <Trans>Tiers and their VIP discount</Trans>
          </Text>
          {tiers.map((_, i) => (
            <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                label={t`Tier ${i + 1} name`}
                required
                {...form.getInputProps(`tiers.${i}.name`)}
                style={{ flex: 1, minWidth: 0 }}
              />
              <TextInput
                label={t`VIP discount (%)`}
                inputMode="decimal"
                {...form.getInputProps(`tiers.${i}.vipPercent`)}
                w={130}
              />
              {tiers.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  size="lg"
                  aria-label={t`Remove tier ${i + 1}`}
                  onClick={() => form.removeListItem('tiers', i)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
          {tiers.length < CARD_TIERS_MAX && (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => form.insertListItem('tiers', newTier())}
              style={{ alignSelf: 'flex-start' }}
            >
              <Trans>Add a tier</Trans>
            </Button>
          )}
        </Stack>
        <Group grow align="flex-start">
          <NumberInput
            label={t`Valid for (months)`}
            required
            min={1}
            max={120}
            allowDecimal={false}
            {...form.getInputProps('validityMonths')}
            onChange={(n) => form.setFieldValue('validityMonths', String(n))}
          />
          <TextInput label={t`Web3 group`} maxLength={80} {...form.getInputProps('web3Group')} />
        </Group>
        <Checkbox
          label={t`Transferable (corporate membership)`}
          description={t`Only corporate members' cards may move to another member.`}
          {...form.getInputProps('transferable', { type: 'checkbox' })}
        />
        <Checkbox
          label={t`Issue this card from my QR code`}
          description={t`Members who register through your shop's QR code get this card.`}
          {...form.getInputProps('isDefault', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            <Trans>Create programme</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
