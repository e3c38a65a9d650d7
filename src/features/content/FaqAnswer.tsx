import { Text, type TextProps } from '@mantine/core';
import { truncate } from './faq-text';

/** An FAQ answer as plain text with its line breaks kept; never longer than `max` characters. */
export function FaqAnswer({ text, max, ...props }: { text: string; max?: number } & TextProps) {
  return (
    <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} {...props}>
      {truncate(text, max)}
    </Text>
  );
}
