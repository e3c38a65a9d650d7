import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { CAMPAIGN_STEPS_MAX } from '@schemas/campaigns';
import type { Locale } from '@/lib/locale';
import { newStep, type StepValues } from './campaign-form';
import { LocalTextFields } from '@/components/LocalTextFields';

type Props = {
  steps: StepValues[];
  onChange: (steps: StepValues[]) => void;
  /** The shown problem of a field by its path ('steps.0.en_US', 'steps'). */
  error: (path: string) => string | undefined;
};

/** The steps a visitor follows on the event page, 1 to CAMPAIGN_STEPS_MAX, each in the interface languages. */
export function StepsEditor({ steps, onChange, error }: Props) {
  const { t } = useLingui();
  const setText = (i: number, locale: Locale, text: string) =>
    onChange(steps.map((s, j) => (j === i ? { ...s, text: { ...s.text, [locale]: text } } : s)));
  const max = CAMPAIGN_STEPS_MAX;
  // The removed step's button goes with it: keyboard focus moves to "Add a step" rather than to the page's top.
  const add = useRef<HTMLButtonElement>(null);
  return (
    <Fieldset legend={t`Steps`} variant="unstyled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>What a visitor does to receive the reward, in order; up to {max} steps.</Trans>
        </Text>
        {steps.map((s, i) => {
          const n = i + 1;
          return (
            <Group key={s.key} align="flex-start" wrap="nowrap" gap="xs">
              <Stack style={{ flex: 1 }} gap={0}>
                <LocalTextFields
                  label={t`Step ${n}`}
                  value={s.text}
                  onChange={(locale, text) => setText(i, locale, text)}
                  error={(locale) => error(`steps.${i}.${locale}`)}
                  maxLength={400}
                  multiline
                />
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                aria-label={t`Remove step ${n}`}
                // One step at least: the schema refuses a campaign without steps.
                disabled={steps.length === 1}
                onClick={() => {
                  onChange(steps.filter((_, j) => j !== i));
                  add.current?.focus();
                }}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        {error('steps') && (
          <Text size="sm" c="red" role="alert">
            {error('steps')}
          </Text>
        )}
        <Group>
          <Button
            ref={add}
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={steps.length >= max}
            onClick={() => onChange([...steps, newStep()])}
          >
            <Trans>Add a step</Trans>
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
