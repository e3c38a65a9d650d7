import { Trans } from '@lingui/react/macro';
import { Center, Container, Loader, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** How long the QR may still be scanned; calls `onExpired` once at zero. */
export function QrCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
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
      fw={left < 60 ? 600 : undefined}
      c={left < 60 ? 'red.8' : undefined}
    >
      <Trans>QR code valid for {time}</Trans>
    </Text>
  );
}

/** A page-wide wait with its name for screen readers. */
export function QrLoader({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-hidden />
      <VisuallyHidden role="status">{label}</VisuallyHidden>
    </Center>
  );
}

/** The narrow column of the QR pages. */
export function QrFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" py="xl" w="100%">
      {children}
    </Container>
  );
}
