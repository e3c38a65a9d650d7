import { Trans } from '@lingui/react/macro';
import { Anchor, Breadcrumbs } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The trail every help-centre page starts with: "Help centre" and then the page's own crumb(s). */
export function HelpCrumbs({ children }: { children?: ReactNode }) {
  return (
    <Breadcrumbs>
      <Anchor component={Link} to="/help">
        <Trans>Help centre</Trans>
      </Anchor>
      {children}
    </Breadcrumbs>
  );
}
