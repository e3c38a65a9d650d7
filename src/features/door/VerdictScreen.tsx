import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { DoorOutcome } from '@machines/door.machine';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { doorErrorTexts, refusalTexts } from './door-text';
import { doorClock } from './door-time';

/** Green or red, with white text well above the contrast minimum. */
const ADMIT_BG = '#0b5d2a';
const REFUSE_BG = '#9b1c1c';

/** What the verdict says: admitted (green) or not (red), its title and its detail, in the interface language. */
export function useVerdictText(o: DoorOutcome): { ok: boolean; title: string; detail: string } {
  const { t, i18n } = useLingui();
  switch (o.kind) {
    case 'ticket': {
      const v = o.verdict;
      if (v.admit) return { ok: true, title: t`Admit`, detail: '' };
      const first = v.firstScan;
      const detail = first
        ? t`First scanned at ${doorClock(first.doorTime, i18n.locale)} at ${first.gate}.`
        : '';
      return { ok: false, title: i18n._(refusalTexts[v.reason]), detail };
    }
    case 'coupon':
      return {
        ok: true,
        title: t`Coupon redeemed`,
        detail: `${o.redeemed.batchName} · ${o.redeemed.holderName}`,
      };
    case 'card':
      return o.check.valid && o.check.card
        ? {
            ok: true,
            title: t`Valid membership card`,
            detail: `${o.check.card.name} · ${o.check.card.holderName}`,
          }
        : { ok: false, title: t`This membership card is not valid now.`, detail: '' };
    case 'stamp': {
      const g = o.grant;
      const title = g.duplicate ? t`Already stamped for this scan` : t`Stamp given`;
      const progress = g.completed
        ? t`Card complete: the reward is in the member's e-coupons.`
        : t`${g.stamps} of ${g.stampsRequired} stamps`;
      return { ok: true, title, detail: `${g.memberName} · ${progress}` };
    }
    case 'refused':
      return { ok: false, title: errorText(new ApiError(o.code, ''), doorErrorTexts), detail: '' };
    case 'needs_network':
      return {
        ok: false,
        title: t`Needs network`,
        detail: t`Coupons, membership cards and stamps are checked online. Connect and scan again.`,
      };
    case 'unknown':
      return { ok: false, title: t`Not a code this door reads.`, detail: '' };
  }
}

/**
 * The full-screen verdict: green Admit or red with the reason, in large type and without sound. A tap, Enter
 * or the button goes back to scanning (the machine also returns by itself after a few seconds).
 * `onShown` gets the time from the scan's reading to this render (ms).
 */
export function VerdictScreen({
  outcome,
  readAt,
  onNext,
  onShown,
}: {
  outcome: DoorOutcome;
  readAt: number;
  onNext: () => void;
  onShown: (ms: number) => void;
}) {
  const { ok, title, detail } = useVerdictText(outcome);
  const next = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => onShown(performance.now() - readAt), [onShown, readAt]);
  useEffect(() => next.current?.focus(), []);
  return (
    <Box
      data-testid="door-verdict"
      data-admit={ok ? 'true' : 'false'}
      data-kind={outcome.kind}
      data-reason={outcome.kind === 'ticket' && !outcome.verdict.admit ? outcome.verdict.reason : undefined}
      onClick={onNext}
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 300,
        background: ok ? ADMIT_BG : REFUSE_BG,
        color: '#fff',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 24,
        cursor: 'pointer',
      }}
    >
      <Stack align="center" ta="center" gap="lg" maw={640}>
        <Title order={2} c="#fff" style={{ fontSize: 'clamp(2.5rem, 12vw, 5rem)', lineHeight: 1.1 }}>
          {title}
        </Title>
        {detail && (
          <Text c="#fff" fz="1.5rem" fw={600}>
            {detail}
          </Text>
        )}
        <Button ref={next} size="lg" variant="white" color="dark" onClick={onNext}>
          <Trans>Next scan</Trans>
        </Button>
      </Stack>
    </Box>
  );
}
