import { Menu, type MenuItemProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

// Its own module, apart from router-links.tsx: Mantine's Menu stays out of the first screen's chunks.
type MenuItemForLinkProps = MenuItemProps & Omit<ComponentPropsWithoutRef<'a'>, keyof MenuItemProps>;
const MenuItemForLink = forwardRef<HTMLAnchorElement, MenuItemForLinkProps>((props, ref) => (
  <Menu.Item component="a" ref={ref} {...props} />
));

/** A Mantine Menu.Item that navigates within the app, with `to` and `search` typed like Link's. */
export const MenuItemLink = createLink(MenuItemForLink);
