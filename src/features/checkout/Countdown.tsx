import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** Time left to pay (spec §4: an unpaid order expires after 30 minutes); calls `onExpired` once at zero. */
export function Countdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const end = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.floor((end - now) / 1000));
  useEffect(() => {
    if (left === 0) {
      onExpired();
      return;
    }
    const id = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(id);
  }, [left, onExpired]);
  const time = `${pad(Math.floor(left / 60))}:${pad(left % 60)}`;
  return (
    <Text
      size="sm"
      role="timer"
      aria-live="off"
      c={left < 300 ? 'red.8' : undefined}
      fw={left < 300 ? 600 : undefined}
    >
      <Trans>Time left to pay: {time}</Trans>
    </Text>
  );
}
