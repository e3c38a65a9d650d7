import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { activityQueries } from './activity.queries';

type Props = {
  label: ReactNode;
  /** What the search finds: collections or creators (searchCatalog). */
  of: 'collections' | 'creators';
  value: string | undefined;
  /** The chosen one's name when known (from the URL's id), so the box shows it. */
  valueLabel: string | undefined;
  onChange: (id: string | undefined) => void;
};

/**
 * A searchable choice of one collection or one creator to narrow the feed to: typing asks the catalogue search
 * (debounced), arrows and Enter choose, the clear button or Escape then Backspace removes it. A member who is not
 * a creator is chosen from an entry of the feed instead (their name there narrows it).
 */
export function FilterPicker({ label, of, value, valueLabel, onChange }: Props) {
  const { t } = useLingui();
  const [search, setSearch] = useState(valueLabel ?? '');
  const [keyword] = useDebouncedValue(search, 300);
  // The box shows the chosen name; a search for exactly that name is not needed.
  const typed = keyword === valueLabel ? '' : keyword;
  const found = useQuery(activityQueries.pick(typed));
  const options = (found.data?.[of] ?? []).map((x) => ({ value: x.id, label: x.name }));
  if (value && !options.some((o) => o.value === value))
    options.unshift({ value, label: valueLabel ?? t`Loading…` });
  return (
    <Select
      label={label}
      placeholder={t`Type a name`}
      searchable
      clearable
      data={options}
      value={value ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(id ?? undefined)}
      // The server already matched the words (and typos); the box must not filter its answer again.
      filter={({ options: all }) => all}
      nothingFoundMessage={typed ? (found.isFetching ? t`Searching…` : t`Nothing found`) : undefined}
      comboboxProps={{ withinPortal: true }}
      clearButtonProps={{ 'aria-label': t`Clear` }}
    />
  );
}
