import '@mantine/charts/styles.css';
import { useLingui } from '@lingui/react/macro';
import { BarChart, LineChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import type { MerchantStatsDay } from '@schemas/merchant-console';
import { formatMinor } from '@/lib/minor-money';

/**
 * The figures drawn (recharts through @mantine/charts, this chunk only): coupons and cards per day as bars,
 * sales as a line. Pictures for sighted readers; the table beside them carries the same numbers for everyone.
 */
export default function StatsCharts({ days }: { days: MerchantStatsDay[] }) {
  const { t, i18n } = useLingui();
  const data = days.map((d) => ({
    day: d.day.slice(5),
    couponsCollected: d.couponsCollected,
    couponsRedeemed: d.couponsRedeemed,
    cardsActivated: d.cardsActivated,
    // Drawn only: the amount itself stays a string of cents; the axis shows whole dollars.
    sales: Number(BigInt(d.sales)) / 100,
  }));
  const hkd = (v: number) => formatMinor(String(Math.round(v * 100)), 'HKD', i18n.locale);
  return (
    <Stack gap="lg" role="img" aria-label={t`Charts of the last 30 days; the table has the same figures.`}>
      <Stack gap={4}>
        <Text fw={600} size="sm" aria-hidden>
          {t`Coupons and cards per day`}
        </Text>
        <BarChart
          h={220}
          data={data}
          dataKey="day"
          withLegend
          series={[
            { name: 'couponsCollected', label: t`Coupons collected`, color: 'orange.6' },
            { name: 'couponsRedeemed', label: t`Coupons redeemed`, color: 'teal.7' },
            { name: 'cardsActivated', label: t`Cards activated`, color: 'indigo.6' },
          ]}
          tickLine="y"
        />
      </Stack>
      <Stack gap={4}>
        <Text fw={600} size="sm" aria-hidden>
          {t`Sales per day`}
        </Text>
        <LineChart
          h={200}
          data={data}
          dataKey="day"
          series={[{ name: 'sales', label: t`Sales`, color: 'grape.7' }]}
          valueFormatter={hkd}
          curveType="linear"
          tickLine="y"
        />
      </Stack>
    </Stack>
  );
}
