/** The member detail (getMemberDetail) of the logged-in member in the members UI tests. */
export const ME = {
  memberId: '11111111-1111-4111-8111-111111111111',
  name: 'Alice',
  displayImage1: null,
  walletAddress: null,
  memberLite: { loginName: 'alice', email: 'alice@example.com', mobile: null, permiTagValues: [] },
  wallets: [],
  language: null,
  memberType: 'B2C',
};
