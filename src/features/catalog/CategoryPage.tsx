import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ListEmpty } from '@/components/ListState';
import { isCategory, CATEGORY_TEXT } from './categories';
import { CategoryLinks } from './CategoryLinks';
import { ProductListPage } from './ProductListPage';

/**
 * Spec §2 categorySingle: the category's name and description, links to the other categories and its
 * items with sort and "Load more". An unknown category shows the empty state without asking the server.
 */
export function CategoryPage({ category }: { category: string | undefined }) {
  const { i18n } = useLingui();
  if (!isCategory(category))
    return (
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Categories</Trans>
        </Title>
        <ListEmpty title={<Trans>This category does not exist</Trans>}>
          <CategoryLinks />
          <Anchor renderRoot={(p) => <Link to="/explore" {...p} />} size="sm">
            <Trans>Browse all NFTs</Trans>
          </Anchor>
        </ListEmpty>
      </Stack>
    );
  const text = CATEGORY_TEXT[category];
  return (
    <Stack gap="md">
      <CategoryLinks current={category} />
      <ProductListPage
        title={i18n._(text.name)}
        description={i18n._(text.description)}
        filters={{ category }}
        emptyText={<Trans>Nothing in this category yet</Trans>}
      />
    </Stack>
  );
}
