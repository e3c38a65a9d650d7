import { Trans } from '@lingui/react/macro';
import { IconBuildingStore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FeatureGate } from '@/components/FeatureGate';
import { couponErrorTexts } from './coupons.errors';
import { couponQueries } from './coupons.queries';

/**
 * The merchant tools for merchants only: the server answers 403 to a member without a merchant
 * (`not_a_merchant`) or whose plan lacks the feature.
 */
export function MerchantGate({ children }: { children: ReactNode }) {
  return (
    <FeatureGate
      probe={couponQueries.merchantBatches()}
      icon={<IconBuildingStore aria-hidden />}
      texts={couponErrorTexts}
      noMerchant={
        <Trans>Loyalty tools are for merchants. Register your business to issue e-coupons and cards.</Trans>
      }
      upsell={<Trans>Your merchant plan does not include these tools. Choose a plan that does.</Trans>}
    >
      {children}
    </FeatureGate>
  );
}
