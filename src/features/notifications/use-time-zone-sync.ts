import { useEffect } from 'react';
import { saveTimeZone } from './notifications.queries';

const KEY = 'marketplace.timeZoneSaved';

/**
 * Saves the browser's time zone as the member's once a browser session, while logged in, so receipts show
 * times on the member's own clock. Not saving (private mode, a refusal) leaves the stored zone, Hong Kong by
 * default: a mail's time is then still right, in the zone it names.
 */
export function useTimeZoneSync(loggedIn: boolean) {
  useEffect(() => {
    if (!loggedIn) return;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    let saved: string | null = null;
    try {
      saved = sessionStorage.getItem(KEY);
    } catch {
      /* storage refused: save once per page instead */
    }
    if (!zone || saved === zone) return;
    saveTimeZone(zone)
      .then(() => {
        try {
          sessionStorage.setItem(KEY, zone);
        } catch {
          /* see above */
        }
      })
      .catch(() => {
        /* the next session tries again */
      });
  }, [loggedIn]);
}
