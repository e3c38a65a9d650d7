import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Table, Text, Title } from '@mantine/core';
import { MASTERCARD_CHALLENGE_CODE, MASTERCARD_TEST_CARDS } from '@schemas/payments-mastercard';

/** The sandbox gateway's documented test cards, listed on its hosted page as MPGS's test mode documents them. */
export function MastercardTestCards() {
  const { t } = useLingui();
  const rows = [
    [MASTERCARD_TEST_CARDS.approved, t`Approved`],
    [MASTERCARD_TEST_CARDS.declined, t`Declined (1004)`],
    [MASTERCARD_TEST_CARDS.challenge, t`3-D Secure challenge (code ${MASTERCARD_CHALLENGE_CODE})`],
  ];
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        <Trans>Test cards</Trans>
      </Title>
      <Text size="xs" c="dimmed">
        <Trans>
          Expiry 01/39 or any other future date, any 3-digit CVC and any name. An expiry in the past is
          refused (1009).
        </Trans>
      </Text>
      <Table.ScrollContainer minWidth={280}>
        <Table fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t`Card number`}</Table.Th>
              <Table.Th scope="col">{t`Result`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([number, result]) => (
              <Table.Tr key={number}>
                <Table.Td style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{number}</Table.Td>
                <Table.Td>{result}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
