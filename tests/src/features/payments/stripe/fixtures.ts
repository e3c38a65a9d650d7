/** The Stripe page's calls: its intent, and the sandbox's session, card form, 3-D Secure page and cancel. */
export const PATHS = {
  intent: '/api/payments/stripe/intent',
  session: '/api/sandbox/stripe/session',
  pay: '/api/sandbox/stripe/pay',
  challenge: '/api/sandbox/stripe/challenge',
  cancel: '/api/sandbox/stripe/cancel',
};
