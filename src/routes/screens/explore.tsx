import { Trans } from '@lingui/react/macro';

export default function Screen() {
  return <Trans>Coming soon</Trans>;
}
