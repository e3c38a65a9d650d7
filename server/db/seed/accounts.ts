/** The two demo members `npm start` prints (spec: two demo member accounts). Development data only. */
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
  // Customer service (issue 13 §9): holds the SUPPORT permission tag (seed/support.ts), not a catalogue member.
  {
    role: 'support',
    loginName: 'demo_support',
    password: 'DemoSupport2026',
    email: 'support@demo.local',
    name: 'Demo Support',
  },
] as const;
