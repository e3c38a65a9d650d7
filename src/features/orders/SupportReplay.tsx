import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerTrackNext, IconRotate } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { orderMachine } from '@machines/order.machine';
import type { OrderLabel } from '@machines/order-status';
import type { OrderEventEntry } from '@schemas/orders';
import { useFlow } from '@/lib/use-flow';
import { STATUS } from './labels';
import { replayEventOf } from './orders.actors';
import { OrderEventsSection, TimelineEntry } from './OrderTimeline';

type Step = { seq: number; state: OrderLabel; accepted: boolean; recorded: OrderLabel };

/** One replay run: a fresh order machine (seen in the inspector panel, `inspect=1`) fed the order’s events one by one. */
function ReplayRun({
  events,
  cod,
  onReset,
}: {
  events: OrderEventEntry[];
  cod: boolean;
  onReset: () => void;
}) {
  const { t, i18n } = useLingui();
  const actor = useFlow(orderMachine, { input: { cod } });
  const state = useSelector(actor, (s) => s.value as OrderLabel);
  const [steps, setSteps] = useState<Step[]>([]);
  const next = events[steps.length];

  function step() {
    if (!next) return;
    const event = replayEventOf(next);
    // The machine takes the event only if its guards allow it; a refused one leaves the state as it was.
    const accepted = event === null || actor.getSnapshot().can(event);
    if (event) actor.send(event);
    const after = actor.getSnapshot().value as OrderLabel;
    setSteps((s) => [...s, { seq: next.seq, state: after, accepted, recorded: next.to }]);
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs" aria-live="polite">
          <Text size="sm">
            <Trans>Machine state:</Trans>
          </Text>
          <Badge color={STATUS[state].color} data-testid="replay-state" data-state={state}>
            {i18n._(STATUS[state].label)}
          </Badge>
          <Text size="sm" c="dimmed">
            <Trans>
              Step {steps.length} of {events.length}
            </Trans>
          </Text>
        </Group>
        <Group gap="xs">
          <Button leftSection={<IconPlayerTrackNext size={16} aria-hidden />} onClick={step} disabled={!next}>
            <Trans>Step</Trans>
          </Button>
          <Button variant="default" leftSection={<IconRotate size={16} aria-hidden />} onClick={onReset}>
            <Trans>Reset</Trans>
          </Button>
        </Group>
      </Group>
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {events.map((e, i) => {
          const done = steps[i];
          return (
            <Paper
              key={e.seq}
              component="li"
              withBorder
              p="xs"
              radius="sm"
              // Steps not replayed yet are told apart by a dashed border, not by fading them (their text
              // keeps its contrast, WCAG 1.4.3).
              style={{ borderStyle: done ? 'solid' : 'dashed' }}
              aria-current={i === steps.length ? 'step' : undefined}
              data-testid="replay-step"
            >
              <TimelineEntry entry={e} />
              {done && (
                <Text size="xs" mt={4} c={done.accepted && done.state === done.recorded ? 'teal.9' : 'red.9'}>
                  {!done.accepted
                    ? t`The machine refused this event; the state stays ${i18n._(STATUS[done.state].label)}.`
                    : done.state === done.recorded
                      ? t`Machine state after this step: ${i18n._(STATUS[done.state].label)} (matches the record).`
                      : t`Machine state after this step: ${i18n._(STATUS[done.state].label)}, but the record says ${i18n._(STATUS[done.recorded].label)}.`}
                </Text>
              )}
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}

/**
 * Support replay: the order's recorded events replayed one by one through the same order machine
 * the server uses, showing the machine's state after each step and whether it matches what was stored.
 */
export function SupportReplay({ orderId, cod }: { orderId: string; cod: boolean }) {
  const [run, setRun] = useState(0);
  return (
    <OrderEventsSection orderId={orderId} id="support-replay" title={<Trans>Replay</Trans>}>
      {(events) => <ReplayRun key={run} events={events} cod={cod} onReset={() => setRun((r) => r + 1)} />}
    </OrderEventsSection>
  );
}
