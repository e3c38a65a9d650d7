import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';

/**
 * A card sandbox's 3-D Secure step: the 6-digit code the "bank" sent, then `onSubmit(code)`. `refusal` shows the
 * last failure; the words (`title`, `help`, `label`, `submit`) come from the caller's catalog.
 */
export function CodeChallengeForm(p: {
  title: ReactNode;
  help: ReactNode;
  label: string;
  submit: ReactNode;
  busy: boolean;
  refusal?: ReactNode;
  onSubmit: (code: string) => void;
}) {
  const helpId = useId();
  const [code, setCode] = useState('');
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        p.onSubmit(code);
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {p.title}
        </Title>
        <Text size="sm" id={helpId}>
          {p.help}
        </Text>
        <TextInput
          label={p.label}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
          aria-describedby={helpId}
          data-autofocus
          autoFocus
        />
        {p.refusal}
        <Button type="submit" loading={p.busy} disabled={code.length !== 6}>
          {p.submit}
        </Button>
      </Stack>
    </form>
  );
}
