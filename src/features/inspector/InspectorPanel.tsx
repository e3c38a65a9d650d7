import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { ActorRecord } from '@/lib/inspection-store';
import { openStatelyInspector } from '@/lib/stately-inspector';
import { stateText } from './chart';
import { STATUS } from './labels';
import { MachineDetails } from './MachineDetails';
import { pickRecord, saveChoice, savedChoice, type Choice } from './selection';
import { useInspection } from './use-inspection';

/**
 * The inspector's content: the machine actors of the page (newest first, each with its state) and one in detail
 * (selection.ts). The Stately inspector opens on request.
 */
export function InspectorPanel() {
  const { i18n } = useLingui();
  const records = useInspection();
  const [choice, setChoice] = useState<Choice>(savedChoice);
  const listId = useId();
  const hintId = useId();
  const newestFirst = [...records].reverse();
  const selected = pickRecord(records, choice);
  const choose = (r: ActorRecord) => {
    const c = { sessionId: r.sessionId, name: r.name };
    setChoice(c);
    saveChoice(c);
  };
  const parent = selected?.parentId && records.find((r) => r.sessionId === selected.parentId);

  return (
    <div className="inspector-content">
      <div className="inspector-head">
        <Title order={2} size="h5">
          <Trans>Inspector</Trans>
        </Title>
        <Text size="xs" c="dimmed" id={hintId}>
          <Trans>The Stately inspector opens stately.ai in a new window and needs internet access.</Trans>
        </Text>
        <Button
          size="compact-sm"
          variant="default"
          rightSection={<IconExternalLink size={14} aria-hidden />}
          aria-describedby={hintId}
          onClick={() => void openStatelyInspector()}
        >
          <Trans>Open Stately inspector</Trans>
        </Button>
      </div>
      {newestFirst.length === 0 ? (
        <Text size="sm" className="inspector-body">
          <Trans>No machine has started on this page yet: open a form or a flow.</Trans>
        </Text>
      ) : (
        <div className="inspector-body">
          <div className="inspector-list">
            <Title order={3} size="h6" id={listId}>
              <Trans>Machines</Trans>
            </Title>
            <ul aria-labelledby={listId}>
              {newestFirst.map((r) => (
                <li key={r.sessionId}>
                  <button
                    type="button"
                    aria-pressed={r === selected}
                    data-machine={r.name}
                    data-status={r.status}
                    onClick={() => choose(r)}
                  >
                    <span className="inspector-list-name">{r.name}</span>
                    <code className="inspector-list-state">{stateText(r.value)}</code>
                    {r.status !== 'active' && (
                      <span className="inspector-list-status">{i18n._(STATUS[r.status])}</span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </div>
          {selected && <MachineDetails record={selected} parent={parent ? parent.name : undefined} />}
        </div>
      )}
    </div>
  );
}
