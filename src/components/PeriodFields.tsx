import { SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  labels: [string, string];
  /** The two ends as the browser's local date-time (datetime-local inputs). */
  value: [string, string];
  onChange: (end: 0 | 1, local: string) => void;
  errors: [string | undefined, string | undefined];
  /** More fields beside the two ends, in the same grid. */
  children?: ReactNode;
};

/** A period's start and end as two local date-time fields side by side (one column on a phone). */
export function PeriodFields({ labels, value, onChange, errors, children }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {([0, 1] as const).map((end) => (
        <TextInput
          key={end}
          type="datetime-local"
          label={labels[end]}
          required
          value={value[end]}
          onChange={(e) => onChange(end, e.currentTarget.value)}
          error={errors[end]}
        />
      ))}
      {children}
    </SimpleGrid>
  );
}
