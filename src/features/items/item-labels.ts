import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LICENCE_PERIODS } from '@schemas/products';
import type { Blockchain, ContractType, SourceType, TraitList } from './item-form';

/** Display names of the item form's choices (spec §3 Item). */
export const SOURCE_LABELS: Record<SourceType, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  SELF: { label: msg`Newly minted`, hint: msg`A digital item minted here for the first time.` },
  NON: {
    label: msg`From another platform`,
    hint: msg`An item already minted elsewhere: give its platform, contract and token.`,
  },
  PHYSICAL: {
    label: msg`Physical product`,
    hint: msg`A real-world product with its digital twin, known by its model number.`,
  },
};

export const CHAIN_LABELS: Record<Blockchain, MessageDescriptor> = {
  ETHEREUM: msg`Ethereum`,
  POLYGON: msg`Polygon`,
};

export const STANDARD_LABELS: Record<ContractType, MessageDescriptor> = {
  ERC721: msg`ERC-721 (single item)`,
  ERC1155: msg`ERC-1155 (multiple copies)`,
};

export const PERIOD_LABELS: Record<(typeof LICENCE_PERIODS)[number], MessageDescriptor> = {
  PERPETUAL: msg`Perpetual`,
  MONTHS_16: msg`16 months`,
  MONTHS_12: msg`12 months`,
  MONTHS_6: msg`6 months`,
};

export const TRAIT_LABELS: Record<
  TraitList,
  { title: MessageDescriptor; hint: MessageDescriptor; add: MessageDescriptor }
> = {
  properties: {
    title: msg`Properties`,
    hint: msg`Descriptive traits, such as type Background, name Colour, value Blue.`,
    add: msg`Add property`,
  },
  levels: {
    title: msg`Levels`,
    hint: msg`Traits with a rank, such as type Skill, name Speed, value 3 of 5.`,
    add: msg`Add level`,
  },
  stats: {
    title: msg`Stats`,
    hint: msg`Numeric traits, such as type Edition, name Generation, value 2.`,
    add: msg`Add stat`,
  },
};
