import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { notifications } from '@mantine/notifications';

const CLOSE = msg`Close notification`;

/** Shows a notification whose close button has a name (WCAG 4.1.2: axe refuses an unnamed button). */
export function notify(message: string, color: 'teal' | 'red' | 'green' = 'teal') {
  notifications.show({ color, message, closeButtonProps: { 'aria-label': i18n._(CLOSE) } });
}
