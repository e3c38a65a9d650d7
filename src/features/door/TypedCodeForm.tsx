import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

/** The typed or pasted code: the same decision and verdict as a camera scan. */
export function TypedCodeForm({
  onScan,
  disabled,
}: {
  onScan: (text: string, readAt: number) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim() === '') return;
        onScan(code, performance.now());
        setCode('');
      }}
    >
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t`Type or paste a code`}
          autoComplete="off"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          data-testid="door-typed-code"
        />
        <Button type="submit" disabled={disabled || code.trim() === ''}>
          <Trans>Check</Trans>
        </Button>
      </Group>
    </form>
  );
}
