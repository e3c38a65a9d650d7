import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { TICKET_TIERS_MAX } from '@schemas/tickets';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { newTier, type TierValues } from './event-form';
import { TierFields } from './TierFields';

type Props = {
  tiers: TierValues[];
  /** The event's start as typed: a new tier's sale ends there. */
  eventStartsAt: string;
  onChange: (tiers: TierValues[]) => void;
  error: (path: string) => string | undefined;
};

/**
 * The event's ticket tiers, 1 to TICKET_TIERS_MAX: add one, change one, remove one. Removing a tier that has
 * sold tickets asks first (the server then refuses it when it is saved, and the form says why).
 */
export function TiersEditor({ tiers, eventStartsAt, onChange, error }: Props) {
  const { t } = useLingui();
  const [asking, setAsking] = useState<TierValues | null>(null);
  // The removed tier's button goes with it: keyboard focus moves to "Add a tier" rather than to the page's top.
  const add = useRef<HTMLButtonElement>(null);
  const max = TICKET_TIERS_MAX;
  const remove = (key: number) => {
    onChange(tiers.filter((x) => x.key !== key));
    setAsking(null);
    add.current?.focus();
  };
  const soldOfAsked = asking?.sold ?? 0;
  return (
    <Fieldset legend={t`Ticket tiers`} variant="unstyled">
      <Stack gap="md">
        {tiers.map((tier, i) => {
          const n = i + 1;
          return (
            <Fieldset key={tier.key} legend={t`Tier ${n}`} data-testid="ticket-tier">
              <Stack gap="sm">
                <TierFields
                  tier={tier}
                  index={i}
                  error={error}
                  set={(patch) => onChange(tiers.map((x) => (x.key === tier.key ? { ...x, ...patch } : x)))}
                />
                <Group justify="flex-end">
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    // One tier at least: the schema refuses an event without tiers.
                    disabled={tiers.length === 1}
                    onClick={() => (tier.sold > 0 ? setAsking(tier) : remove(tier.key))}
                  >
                    <Trans>Remove tier {n}</Trans>
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
          );
        })}
        {error('tiers') && (
          <Text size="sm" c="red" role="alert">
            {error('tiers')}
          </Text>
        )}
        <Group>
          <Button
            ref={add}
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={tiers.length >= max}
            onClick={() => onChange([...tiers, newTier(eventStartsAt)])}
          >
            <Trans>Add a ticket tier</Trans>
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={t`Remove a tier that has sold tickets?`}
        confirmLabel={<Trans>Remove the tier</Trans>}
        confirmColor="red"
        onConfirm={() => asking && remove(asking.key)}
        onCancel={() => setAsking(null)}
      >
        <Text size="sm">
          <Trans>
            This tier has sold {soldOfAsked} tickets. Their holders keep them; the server refuses to remove a
            tier with sales when you save, and the form will say so.
          </Trans>
        </Text>
      </ConfirmDialog>
    </Fieldset>
  );
}
