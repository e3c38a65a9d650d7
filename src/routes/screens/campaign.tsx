import type { CampaignRoute } from '@schemas/campaigns';
import type { RouteModule } from '../route-module';
import { CaptchaPartsProvider, type CaptchaParts } from '@/components/captcha-parts';
import { CampaignPage } from '@/features/campaigns/CampaignPage';
import { campaignQueries } from '@/features/campaigns/campaigns.queries';
import { CaptchaField } from '@/features/members/otp/CaptchaField';
import { otpQueries } from '@/features/members/otp/otp.actors';

/** The members feature's picture code, for passing a reward on (features do not import each other). */
const PARTS: CaptchaParts = { captchaQuery: otpQueries.captcha, CaptchaField };

const screens = new Map<CampaignRoute, RouteModule>();

/**
 * Spec §2 event pages (mcevent, hsevent, axalogin, cclandlogin, lubudsreg, pjmreg, pjmtrans, lubudstrans): one
 * screen, each route showing its latest campaign in the route's page kind. One module per route, made once.
 */
export function campaignScreen(route: CampaignRoute): RouteModule {
  let m = screens.get(route);
  if (!m) {
    m = {
      default: function Screen() {
        return (
          <CaptchaPartsProvider parts={PARTS}>
            <CampaignPage route={route} />
          </CaptchaPartsProvider>
        );
      },
      loader: ({ queryClient }) => queryClient.prefetchQuery(campaignQueries.ofRoute(route)),
    };
    screens.set(route, m);
  }
  return m;
}
