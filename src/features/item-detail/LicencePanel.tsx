import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Stack, Text } from '@mantine/core';
import type { ProductDetail } from '@schemas/products';
import { DetailRow } from './DetailRow';
import { labelOf, LICENCE_PERIOD } from './labels';

const YesNo = ({ value }: { value: boolean }) => (
  <Badge variant="light" color={value ? 'green' : 'gray'}>
    {value ? <Trans>Allowed</Trans> : <Trans>Not allowed</Trans>}
  </Badge>
);

/** The licence the buyer receives (spec §3 licence options, "others" with its free text). */
export function LicencePanel({ licence }: { licence: ProductDetail['licence'] }) {
  const { i18n } = useLingui();
  if (!licence)
    return (
      <Text c="dimmed" size="sm">
        <Trans>No licence terms were given for this item.</Trans>
      </Text>
    );
  return (
    <Stack gap={0} component="dl" m={0}>
      <DetailRow label={<Trans>Commercial use</Trans>}>
        <YesNo value={licence.commercialUse} />
      </DetailRow>
      <DetailRow label={<Trans>Licence period</Trans>}>
        {labelOf(i18n, LICENCE_PERIOD, licence.period)}
      </DetailRow>
      <DetailRow label={<Trans>Copy</Trans>}>
        <YesNo value={licence.copy} />
      </DetailRow>
      <DetailRow label={<Trans>Display</Trans>}>
        <YesNo value={licence.display} />
      </DetailRow>
      <DetailRow label={<Trans>Reproduce</Trans>}>
        <YesNo value={licence.reproduce} />
      </DetailRow>
      <DetailRow label={<Trans>Distribute</Trans>}>
        <YesNo value={licence.distribute} />
      </DetailRow>
      <DetailRow label={<Trans>Additional benefits</Trans>}>
        {licence.additionalBenefits || <Trans>None</Trans>}
      </DetailRow>
      <DetailRow label={<Trans>Others</Trans>}>{licence.others || <Trans>None</Trans>}</DetailRow>
    </Stack>
  );
}
