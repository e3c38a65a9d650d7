import { Trans } from '@lingui/react/macro';
import { Breadcrumbs } from '@mantine/core';
import type { ReactNode } from 'react';
import { AnchorLink } from '@/components/router-links';

/** The trail every help-centre page starts with: "Help centre" and then the page's own crumb(s). */
export function HelpCrumbs({ children }: { children?: ReactNode }) {
  return (
    <Breadcrumbs>
      <AnchorLink to="/help">
        <Trans>Help centre</Trans>
      </AnchorLink>
      {children}
    </Breadcrumbs>
  );
}
