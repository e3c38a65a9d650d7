import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { canonicalSpecKey } from '@schemas/shop';
import { chosenSpec, SpecSelects } from '@/components/SpecSelects';
import { shopProductQuery } from '@/lib/shop-product';

/**
 * A physical good bought from its item page has no spec choice yet (the server refuses the check): this asks
 * for one (size, colour…) and opens step 1 again with it. Anything else shows `fallback`.
 */
export function SpecChooser({
  productId,
  search,
  fallback,
}: {
  productId: string;
  search: Record<string, string | undefined>;
  fallback: ReactNode;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const product = useQuery(shopProductQuery(productId));
  const options = product.data?.specOptions.filter((o) => o.values.length > 0) ?? [];
  const [choice, setChoice] = useState<Record<string, string>>({});
  if (product.isPending) return <Loader size="sm" role="status" aria-label={t`Loading the item's options`} />;
  if (options.length === 0) return <>{fallback}</>;
  const chosen = chosenSpec(options, choice);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void navigate({
            to: '/step1',
            search: { ...search, spec: canonicalSpecKey(chosen) },
            replace: true,
          });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>Choose the options</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            {product.data?.name}
          </Text>
          <SpecSelects
            options={options}
            chosen={chosen}
            onChoose={(type, value) => setChoice((c) => ({ ...c, [type]: value }))}
          />
          <Button type="submit">
            <Trans>Continue</Trans>
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
