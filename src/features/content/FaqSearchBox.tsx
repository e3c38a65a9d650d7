import { useLingui } from '@lingui/react/macro';
import { ActionIcon, TextInput } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';

/** Keyword box for the FAQ; spec §5: only a non-empty trimmed keyword searches, an empty one does nothing. */
export function FaqSearchBox({ initial = '', size = 'md' }: { initial?: string; size?: 'md' | 'lg' }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const keyword = value.trim();
    if (keyword) void navigate({ to: '/faqSearch', search: { keyword } });
  };
  return (
    <form role="search" onSubmit={submit}>
      <TextInput
        size={size}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        label={t`Search the help centre`}
        placeholder={t`Type a question or keyword, e.g. wallet`}
        leftSection={<IconSearch size={18} aria-hidden />}
        maxLength={100}
        rightSection={
          <ActionIcon
            type="submit"
            variant="filled"
            aria-label={t`Search`}
            size={size === 'lg' ? 'lg' : 'md'}
          >
            <IconArrowRight size={18} />
          </ActionIcon>
        }
      />
    </form>
  );
}
