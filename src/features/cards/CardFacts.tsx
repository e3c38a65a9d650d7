import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import type { CardDetail } from '@schemas/cards';
import { formatDate, formatDateTime } from '@/lib/dates';

const TITLE: Record<string, MessageDescriptor> = { MR: msg`Mr`, MS: msg`Ms` };

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

/** Every field of spec §3 "Membership card" the holder reads (the QR is its own panel). */
export function CardFacts({ card }: { card: CardDetail }) {
  const { t, i18n } = useLingui();
  const info = card.info;
  const vip = `${card.tier.vipDiscountBp / 100}%`;
  return (
    <Stack gap="md">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
        <Fact label={t`Card name`}>{card.name}</Fact>
        <Fact label={t`Card number`}>{card.number}</Fact>
        <Fact label={t`Issuer`}>{card.issuer}</Fact>
        <Fact label={t`Club tier`}>
          <Trans>
            {card.tier.name} (VIP discount {vip})
          </Trans>
        </Fact>
        <Fact label={t`Issue date`}>{formatDate(card.issueDate, i18n.locale)}</Fact>
        <Fact label={t`Expiry date`}>{formatDate(card.expiryDate, i18n.locale)}</Fact>
        <Fact label={t`Owner ID`}>{card.ownerId}</Fact>
        <Fact label={t`Token`}>
          {card.tokenId} · {card.blockchain}
        </Fact>
        <Fact label={t`Contract address`}>{card.contractAddress}</Fact>
        <Fact label={t`Web3 group membership`}>
          {card.web3Group.member ? (
            <Trans>Member of {card.web3Group.name}</Trans>
          ) : (
            <Trans>Joins {card.web3Group.name} once activated</Trans>
          )}
        </Fact>
        <Fact label={t`Transaction hash`}>{card.txHash}</Fact>
        <Fact label={t`Activated`}>{formatDateTime(card.activation.activatedAt, i18n.locale)}</Fact>
      </SimpleGrid>
      <Text component="h3" fw={700} size="md" m={0}>
        <Trans>Member information</Trans>
      </Text>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
        <Fact label={t`English name`}>{info.englishName}</Fact>
        <Fact label={t`Chinese full name`}>{info.chineseName}</Fact>
        <Fact label={t`Title`}>{info.title ? i18n._(TITLE[info.title]!) : ''}</Fact>
        <Fact label={t`Birth year and month`}>
          {info.birthYear ? `${info.birthYear}-${String(info.birthMonth).padStart(2, '0')}` : ''}
        </Fact>
        <Fact label={t`Age`}>{info.age ?? ''}</Fact>
        <Fact label={t`Contact e-mail`}>{info.email}</Fact>
        <Fact label={t`Contact mobile`}>{info.mobile ? `${info.areaCode} ${info.mobile}` : ''}</Fact>
        <Fact label={t`Contact address`}>{info.address}</Fact>
        <Fact label={t`Residential area`}>{info.area}</Fact>
        <Fact label={t`District`}>{info.district}</Fact>
        <Fact label={t`Language`}>{info.language}</Fact>
        <Fact label={t`Photo`}>
          {info.photo ? (
            <Image src={info.photo} alt={t`Card holder's photo`} w={96} h={96} radius="sm" />
          ) : (
            ''
          )}
        </Fact>
      </SimpleGrid>
    </Stack>
  );
}
