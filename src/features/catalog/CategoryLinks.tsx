import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CATEGORIES, CATEGORY_TEXT, type Category } from './categories';

/** One link per collection category to its page (#/categorySingle?category=…); the current one is marked. */
export function CategoryLinks({ current }: { current?: Category }) {
  const { i18n } = useLingui();
  return (
    <Group gap="xs" wrap="wrap">
      {CATEGORIES.map((c) => (
        <Button
          key={c}
          size="xs"
          radius="xl"
          variant={c === current ? 'filled' : 'default'}
          aria-current={c === current ? 'page' : undefined}
          renderRoot={(p) => <Link to="/categorySingle" search={{ category: c }} {...p} />}
        >
          {i18n._(CATEGORY_TEXT[c].name)}
        </Button>
      ))}
    </Group>
  );
}
