import { Select, type SelectProps } from '@mantine/core';

/**
 * The e-coupon picker's Select, in a chunk of its own: Mantine's Select brings the combobox, popover, scroll
 * area and floating-ui (about a third of checkout step 1's JavaScript), and most buyers hold no coupon of the
 * seller, so the step's first screen never shows it.
 */
export function CouponSelect(props: SelectProps) {
  return <Select {...props} />;
}
