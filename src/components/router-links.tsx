import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

/*
 * Mantine's Anchor and Button as router links. Passing Link as a Mantine component's `component` loosens its props to
 * anything, so the route's path and search went unchecked there; `createLink` keeps `to`, `search` and `params`
 * typed against the route table, and renders the same `<a>` with Mantine's classes.
 */

type AnchorForLinkProps = AnchorProps & Omit<ComponentPropsWithoutRef<'a'>, keyof AnchorProps>;
const AnchorForLink = forwardRef<HTMLAnchorElement, AnchorForLinkProps>((props, ref) => (
  <Anchor ref={ref} {...props} />
));

type ButtonForLinkProps = ButtonProps & Omit<ComponentPropsWithoutRef<'a'>, keyof ButtonProps>;
const ButtonForLink = forwardRef<HTMLAnchorElement, ButtonForLinkProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));

/** A Mantine Anchor that navigates within the app: `<AnchorLink to="/faq">`. */
export const AnchorLink = createLink(AnchorForLink);
/** A Mantine Button that navigates within the app: `<ButtonLink to="/login" variant="light">`. */
export const ButtonLink = createLink(ButtonForLink);
