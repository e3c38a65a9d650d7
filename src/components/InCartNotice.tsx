import { Trans } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** What Add to cart says once done (an item's, a ticket tier's): the thing is in the cart, with a way there. */
export function InCartNotice({ name }: { name: string }) {
  return (
    <Text size="sm">
      <Trans>
        {name} is in your cart.{' '}
        <Anchor renderRoot={(p) => <Link to="/pmsorder" {...p} />} underline="always">
          View cart
        </Anchor>
      </Trans>
    </Text>
  );
}
