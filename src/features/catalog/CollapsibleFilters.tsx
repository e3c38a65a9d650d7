import { Plural, Trans } from '@lingui/react/macro';
import { Badge, Button, VisuallyHidden } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useNarrowerThan } from '@/lib/use-narrower-than';
import { compactFilters, type ProductFilters } from './catalog.queries';

/**
 * Below md the filters sit behind one "Filters" button (with the number in use), so the first screen shows
 * items rather than nine fields; from md they are a sidebar, always shown, and the button is not.
 * Which one applies is CSS (`.explore-filters` in app.css). Below md the fields are rendered only once the
 * button has opened them: folded, they were a third of explore's first render on a phone (the kind control
 * measuring its labels, six fields, the property filter's chunk and its facets request) for nothing shown.
 * The query is read in the first render, so the sidebar never appears late on a wide screen.
 */
export function CollapsibleFilters({ filters, children }: { filters: ProductFilters; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const narrow = useNarrowerThan(62);
  // Once opened they stay rendered, so closing and opening again keeps what was typed.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const id = useId();
  const active = Object.keys(compactFilters(filters)).length;
  return (
    <div>
      <Button
        className="explore-filters-toggle"
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        rightSection={
          active > 0 && (
            <Badge size="sm" circle aria-hidden>
              {active}
            </Badge>
          )
        }
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <Trans>Filters</Trans>
        {active > 0 && (
          <VisuallyHidden>
            <Plural value={active} one=", # in use" other=", # in use" />
          </VisuallyHidden>
        )}
      </Button>
      <div id={id} className="explore-filters" data-open={open || undefined}>
        {(!narrow || opened) && children}
      </div>
    </div>
  );
}
