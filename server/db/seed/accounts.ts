/** The demo members `npm start` prints (spec: two demo member accounts, plus staff and a merchant). Development data only. */
export const DEMO_ACCOUNTS = [
  {
    role: 'creator',
    loginName: 'demo_creator',
    password: 'DemoCreator2026',
    email: 'creator@demo.local',
    name: 'Demo Creator',
  },
  {
    role: 'buyer',
    loginName: 'demo_buyer',
    password: 'DemoBuyer2026',
    email: 'buyer@demo.local',
    name: 'Demo Buyer',
  },
  // Customer service: holds the SUPPORT permission tag (seed/support.ts), not a catalogue member.
  {
    role: 'support',
    loginName: 'demo_support',
    password: 'DemoSupport2026',
    email: 'support@demo.local',
    name: 'Demo Support',
  },
  // A business that owns the demo COUPON merchant (seed/merchants.ts): its e-mail is the merchant's.
  {
    role: 'merchant',
    loginName: 'demo_merchant',
    password: 'DemoMerchant2026',
    email: 'merchant@demo.local',
    name: 'Demo Merchant',
  },
  // The platform operator: the ADMIN permission tag reviews merchant applications (seed/support.ts).
  {
    role: 'admin',
    loginName: 'demo_admin',
    password: 'DemoAdmin2026',
    email: 'admin@demo.local',
    name: 'Demo Admin',
  },
  // Two collectors with income to bid from (seed/income.ts), so an auction can be tried by two bidders
  // (e2e/auctions-close.spec.ts) while the creator is the seller.
  {
    role: 'collector',
    loginName: 'demo_collector',
    password: 'DemoCollector2026',
    email: 'collector@demo.local',
    name: 'Demo Collector',
  },
  {
    role: 'patron',
    loginName: 'demo_patron',
    password: 'DemoPatron2026',
    email: 'patron@demo.local',
    name: 'Demo Patron',
  },
] as const;
