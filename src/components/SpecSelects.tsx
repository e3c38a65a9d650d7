import { useLingui } from '@lingui/react/macro';
import { NativeSelect, type StyleProp } from '@mantine/core';
import type { SpecType } from '@schemas/orders';
import { SPEC_NAMES } from '@/lib/spec-names';

type Option = { type: SpecType; values: string[] };

/** The first value of each option unless chosen otherwise: what a line of this good is bought with. */
export const chosenSpec = (options: readonly Option[], choice: Readonly<Record<string, string>>) =>
  Object.fromEntries(options.map((o) => [o.type, choice[o.type] ?? o.values[0]!]));

/**
 * One select per option type of a physical good (size, colour…; spec §3 spec dictionary), named in the
 * buyer's language: the item page's Add to cart and step 1's option chooser.
 */
export function SpecSelects({
  options,
  chosen,
  onChoose,
  w,
}: {
  options: readonly Option[];
  chosen: Readonly<Record<string, string>>;
  onChoose: (type: SpecType, value: string) => void;
  w?: StyleProp<React.CSSProperties['width']>;
}) {
  const { i18n } = useLingui();
  return options.map((o) => (
    <NativeSelect
      key={o.type}
      label={i18n._(SPEC_NAMES[o.type])}
      data={o.values}
      value={chosen[o.type]}
      w={w}
      onChange={(e) => onChoose(o.type, e.currentTarget.value)}
    />
  ));
}
