import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Loader, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { canonicalSpecKey } from '@schemas/shop';
import { SPEC_NAMES } from '@/lib/spec-names';
import { checkoutQueries } from './checkout.queries';

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
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const product = useQuery(checkoutQueries.shopProduct(productId));
  const options = product.data?.specOptions.filter((o) => o.values.length > 0) ?? [];
  const [choice, setChoice] = useState<Record<string, string>>({});
  if (product.isPending) return <Loader size="sm" role="status" aria-label={t`Loading the item's options`} />;
  if (options.length === 0) return <>{fallback}</>;
  const chosen = Object.fromEntries(options.map((o) => [o.type, choice[o.type] ?? o.values[0]!]));
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void navigate({
            to: '/step1' as never,
            search: { ...search, spec: canonicalSpecKey(chosen) } as never,
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
          {options.map((o) => (
            <NativeSelect
              key={o.type}
              label={i18n._(SPEC_NAMES[o.type])}
              data={o.values}
              value={chosen[o.type]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setChoice((c) => ({ ...c, [o.type]: value }));
              }}
            />
          ))}
          <Button type="submit">
            <Trans>Continue</Trans>
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
