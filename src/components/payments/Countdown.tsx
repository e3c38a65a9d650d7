import { Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Time left until `expiresAt` as mm:ss inside the caller's words (`children(time)`), in red below `warnBelow`
 * seconds; calls `onExpired` once at zero.
 */
export function Countdown({
  expiresAt,
  onExpired,
  warnBelow,
  children,
}: {
  expiresAt: string;
  onExpired: () => void;
  warnBelow: number;
  children: (time: string) => ReactNode;
}) {
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
  const warn = left < warnBelow;
  return (
    <Text size="sm" role="timer" aria-live="off" c={warn ? 'red.8' : undefined} fw={warn ? 600 : undefined}>
      {children(time)}
    </Text>
  );
}
