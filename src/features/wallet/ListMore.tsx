import { Trans } from '@lingui/react/macro';
import { Button, Center } from '@mantine/core';

/** "Load more" for a cursor-paged list. */
export function ListMore({
  hasNext,
  loading,
  onMore,
}: {
  hasNext: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  if (!hasNext) return null;
  return (
    <Center>
      <Button variant="default" onClick={onMore} loading={loading}>
        <Trans>Load more</Trans>
      </Button>
    </Center>
  );
}

/** A date-time in the member's language, or a dash. */
export function formatDate(iso: string | null | undefined, locale: string): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  try {
    return d.toLocaleString(locale.replace(/_/g, '-'), { dateStyle: 'medium', timeStyle: 'short' });
  } catch {
    return d.toLocaleString('en-US');
  }
}
