import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '@/components/router-links';

/**
 * A visitor's way in from the header (spec §2): the link to the login screen. Its own module, so that a
 * visitor's page loads this and not the member's menu (Menu, Popover, floating-ui, the avatar, seventeen icons);
 * in the shell, so that its one text comes from the shell's catalog, not the members' (9 KB more per page).
 */
export function LoginLink() {
  return (
    // Narrow padding and never squeezed: on a phone it shares the bar with the logo (e2e/header-fit.spec.ts).
    <ButtonLink to="/login" variant="subtle" px="xs" style={{ flex: 'none' }}>
      <Trans>Log in</Trans>
    </ButtonLink>
  );
}
