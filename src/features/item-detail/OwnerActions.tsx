import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArchive, IconBuildingStore, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import type { ProductDetail } from '@schemas/products';
import { useFlow } from '@/lib/use-flow';
import { shelfFlow } from './item-detail.actors';
import { ShelfDialog } from './ShelfDialog';
import { notify } from '@/lib/notify';
import { queryRoots } from '@/lib/query-keys';

/**
 * The seller's actions (itemView, mine): edit while off shelf, put on sale / take off shelf through the
 * shelf machine. Taking off is disabled while an order is in progress (spec §4, code 1021).
 */
export function OwnerActions({ item }: { item: ProductDetail }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [flow] = useState(() =>
    shelfFlow.provide({
      // Lists, rankings and this detail all show the shelf status.
      actions: { shelfChanged: () => void queryClient.invalidateQueries({ queryKey: queryRoots.catalog() }) },
    }),
  );
  const actor = useFlow(flow);
  const blockedId = useId();
  const editHintId = useId();
  const done = useSelector(actor, (s) => (s.matches('done') ? s.context.result : null));

  useEffect(() => {
    if (!done) return;
    notify(
      done.status === 'ON_SALE' ? t`The item is now on sale.` : t`The item is now off the shelf.`,
      'green',
    );
    actor.send({ type: 'shelf.reset' });
  }, [done, actor, t]);

  const onSale = item.status === 'ON_SALE';
  const blocked = onSale && item.orderInProgress;
  const start = () => actor.send({ type: 'shelf.start', id: item.id, action: onSale ? 'offSale' : 'onSale' });

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <Button
          onClick={start}
          // Not disabled while the dialog works: the dialog gives focus back to this button when it closes,
          // and a disabled button cannot take it (focus fell to the page). The machine ignores a second start.
          disabled={blocked}
          variant={onSale ? 'outline' : 'filled'}
          color={onSale ? 'red' : undefined}
          leftSection={
            onSale ? <IconArchive size={18} aria-hidden /> : <IconBuildingStore size={18} aria-hidden />
          }
          aria-describedby={blocked ? blockedId : undefined}
        >
          {onSale ? <Trans>Take off shelf</Trans> : <Trans>Put on sale</Trans>}
        </Button>
        {onSale ? (
          <Button
            variant="default"
            disabled
            leftSection={<IconPencil size={18} aria-hidden />}
            aria-describedby={editHintId}
          >
            <Trans>Edit</Trans>
          </Button>
        ) : (
          <Button
            variant="default"
            leftSection={<IconPencil size={18} aria-hidden />}
            renderRoot={(p) => <Link to="/edititem" search={{ id: item.id }} {...p} />}
          >
            <Trans>Edit</Trans>
          </Button>
        )}
      </Group>
      {blocked && (
        <Text id={blockedId} size="sm" c="orange.8">
          <Trans>This item cannot be taken off the shelf while an order is in progress</Trans>
        </Text>
      )}
      {onSale && (
        <Text id={editHintId} size="sm" c="dimmed">
          <Trans>To edit this item, take it off the shelf first.</Trans>
        </Text>
      )}
      <ShelfDialog actor={actor} name={item.name} />
    </Stack>
  );
}
