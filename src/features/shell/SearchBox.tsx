import { t } from '@lingui/core/macro';
import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

/** The trimmed keyword to search for, or null when there is nothing to search (spec §2/§5). */
export function searchKeyword(raw: string): string | null {
  const k = raw.trim();
  return k ? k : null;
}

/**
 * Header search (spec §2): Enter or the button goes to /search?keyword=…; an empty keyword does nothing.
 * `grow`: in the header bar it is 220 px wide and the one part that narrows (to 80 px) when the bar is full.
 */
export function SearchBox({
  onSearched,
  w,
  grow,
}: {
  onSearched?: () => void;
  w?: TextInputProps['w'];
  grow?: boolean;
}) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const submit = () => {
    const keyword = searchKeyword(value);
    if (!keyword) return;
    void navigate({ to: '/search', search: { keyword } });
    onSearched?.();
  };
  return (
    <form
      role="search"
      style={grow ? { width: 220, flex: '0 1 auto', minWidth: 80 } : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextInput
        w={w}
        type="search"
        aria-label={t`Search items, collections and creators`}
        placeholder={t`Search`}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label={t`Search`}>
            <IconSearch size={16} aria-hidden />
          </ActionIcon>
        }
      />
    </form>
  );
}
