import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Loader, SegmentedControl, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { registerOfflineShell } from '@/lib/offline-shell';
import { useFlow } from '@/lib/use-flow';
import { useMemberId } from '@/lib/use-session';
import { CameraView } from './CameraView';
import { doorFlow } from './door.actors';
import { readCardMode, readGate, saveGate, setCardModeNow } from './door-device';
import { doorErrorTexts } from './door-text';
import { KitStatus } from './KitStatus';
import { qrDetector } from './qr-detector';
import { wipeKits, wipeStale } from './kit-store';
import { SyncPanel } from './SyncPanel';
import { TypedCodeForm } from './TypedCodeForm';
import { useVerdictText, VerdictScreen } from './VerdictScreen';

/** How often the queue syncs and the kit is fetched anew while online. */
const SYNC_EVERY_MS = 15_000;
const REFRESH_EVERY_MS = 5 * 60_000;

/** The verdict's words for screen readers (assertive: the staff act on it at once). */
function Announce({ outcome }: { outcome: Parameters<typeof useVerdictText>[0] }) {
  const { title, detail } = useVerdictText(outcome);
  return <>{`${title} ${detail}`}</>;
}

/**
 * One event's door (machines/door.machine.ts): the kit, the camera and the typed code, the verdict screen,
 * the gate, the card mode and the queue's sync. The last verdict's time from reading to render is kept in the
 * root's `data-verdict-ms`.
 */
export function DoorDesk({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const memberId = useMemberId() ?? '';
  const [gate, setGate] = useState(readGate);
  const [cardMode, setCardMode] = useState<'verify' | 'stamp'>(readCardMode);
  const flow = useMemo(() => doorFlow({ memberId, gate: readGate, cardMode: readCardMode }), [memberId]);
  const actor = useFlow(flow, { input: { eventId, online: navigator.onLine } });
  const kitState = useSelector(actor, (s) => s.value.kit);
  const ctx = useSelector(actor, (s) => s.context);
  const refreshing = useSelector(actor, (s) => s.hasTag('refreshing'));
  const syncing = useSelector(actor, (s) => s.hasTag('syncing'));
  const inVerdict = useSelector(actor, (s) => s.matches({ kit: { ready: 'verdict' } }));
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const on = () => actor.send({ type: 'door.online' });
    const off = () => actor.send({ type: 'door.offline' });
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    const sync = setInterval(() => actor.send({ type: 'door.sync' }), SYNC_EVERY_MS);
    const refresh = setInterval(() => {
      actor.send({ type: 'door.download' });
      void wipeStale(memberId);
    }, REFRESH_EVERY_MS);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
      clearInterval(sync);
      clearInterval(refresh);
    };
  }, [actor, memberId]);
  // The QR reader's wasm is fetched now, while the door is surely online, not when the camera first reads.
  useEffect(() => void qrDetector().catch(() => undefined), []);
  // Once a kit is on the device, this page must reopen with no network: the service worker keeps the files it
  // loaded, the QR reader's wasm among them (so it is awaited first).
  const ready = typeof kitState === 'object';
  useEffect(() => {
    if (ready)
      void qrDetector()
        .catch(() => undefined)
        .then(() => registerOfflineShell());
  }, [ready]);
  // Logged out on this page: nothing of the event stays readable here.
  useEffect(() => {
    if (!memberId) void wipeKits();
  }, [memberId]);

  const onScan = useCallback(
    (text: string, readAt: number) => actor.send({ type: 'door.scan', text, doorTime: Date.now(), readAt }),
    [actor],
  );
  const onShown = useCallback((ms: number) => {
    if (root.current) root.current.dataset.verdictMs = ms.toFixed(1);
  }, []);
  const next = useCallback(() => actor.send({ type: 'door.next' }), [actor]);

  return (
    <Stack ref={root} data-testid="door-desk" data-kit-state={ready ? 'ready' : String(kitState)}>
      <VisuallyHidden aria-live="assertive" aria-atomic data-testid="door-announce">
        {ctx.outcome && <Announce outcome={ctx.outcome} />}
      </VisuallyHidden>
      <TextInput
        label={t`Gate`}
        description={t`Recorded with every scan and shown to other doors.`}
        value={gate}
        maxLength={60}
        onChange={(e) => {
          setGate(e.currentTarget.value);
          saveGate(e.currentTarget.value);
        }}
      />
      {(kitState === 'opening' || kitState === 'downloading') && (
        <Stack align="center" role="status" gap="xs">
          <Loader aria-hidden />
          {kitState === 'downloading' ? <Trans>Downloading the door kit…</Trans> : <Trans>Opening…</Trans>}
        </Stack>
      )}
      {kitState === 'forbidden' && (
        <Alert color="red" role="alert" data-testid="door-forbidden">
          {errorText(new ApiError(ctx.errorCode ?? 403, ''), doorErrorTexts)}
        </Alert>
      )}
      {kitState === 'missing' && (
        <Alert color="orange" role="alert" title={<Trans>No door kit on this device</Trans>}>
          <Stack gap="xs" align="flex-start">
            {ctx.errorCode !== null && errorText(new ApiError(ctx.errorCode, ''), doorErrorTexts)}
            <Trans>
              Download the kit while online, before the doors open: tickets are then checked offline.
            </Trans>
            <Button size="xs" onClick={() => actor.send({ type: 'door.download' })} disabled={!ctx.online}>
              <Trans>Download the kit</Trans>
            </Button>
          </Stack>
        </Alert>
      )}
      {ready && ctx.kit && (
        <>
          <KitStatus
            kit={ctx.kit}
            online={ctx.online}
            refreshing={refreshing}
            onRefresh={() => actor.send({ type: 'door.download' })}
          />
          <SegmentedControl
            aria-label={t`Membership card QR`}
            value={cardMode}
            onChange={(v) => {
              const mode = v === 'stamp' ? 'stamp' : 'verify';
              setCardModeNow(mode);
              setCardMode(mode);
            }}
            data={[
              { value: 'verify', label: t`Check card` },
              { value: 'stamp', label: t`Give a stamp` },
            ]}
          />
          <CameraView onScan={onScan} paused={inVerdict} />
          <TypedCodeForm onScan={onScan} disabled={inVerdict} />
          <SyncPanel
            report={ctx.sync}
            errorCode={ctx.syncErrorCode}
            online={ctx.online}
            syncing={syncing}
            onSync={() => actor.send({ type: 'door.sync' })}
          />
        </>
      )}
      {inVerdict && ctx.outcome && ctx.scan && (
        <VerdictScreen outcome={ctx.outcome} readAt={ctx.scan.readAt} onNext={next} onShown={onShown} />
      )}
    </Stack>
  );
}
