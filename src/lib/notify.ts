import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import type { MantineColor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { wantToastHost } from './toast-host';

const CLOSE = msg`Close notification`;

/**
 * Shows a notification whose close button has a name (WCAG 4.1.2: axe refuses an unnamed button). Every toast of
 * the app goes through here (ESLint refuses `@mantine/notifications` elsewhere).
 */
export function notify(message: string, color?: MantineColor) {
  wantToastHost();
  notifications.show({ color, message, closeButtonProps: { 'aria-label': i18n._(CLOSE) } });
}
