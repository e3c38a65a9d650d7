import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useFavourite } from './use-favourite';

type Props = { id: string; isFavourite: boolean; favourites: number };

/** The favourite heart with its count; aria-pressed tells screen readers whether the item is saved. */
export function FavouriteButton({ id, isFavourite, favourites }: Props) {
  const { t } = useLingui();
  const { toggle } = useFavourite(id);
  return (
    <Button
      variant={isFavourite ? 'light' : 'default'}
      color={isFavourite ? 'pink' : 'gray'}
      leftSection={
        isFavourite ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />
      }
      onClick={() => toggle(isFavourite)}
      aria-pressed={isFavourite}
      // The name holds the count shown on the button, outside brackets, so speech matches sight (WCAG 2.5.3).
      aria-label={
        isFavourite
          ? t`Remove from favourites: ${plural(favourites, { one: '# favourite', other: '# favourites' })}`
          : t`Add to favourites: ${plural(favourites, { one: '# favourite', other: '# favourites' })}`
      }
    >
      <span data-testid="favourite-count">{favourites}</span>
    </Button>
  );
}
