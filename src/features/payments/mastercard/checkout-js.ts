/** The part of the gateway's Checkout.js the masterCard page uses. */
type CheckoutJs = {
  configure: (config: { session: { id: string } }) => void;
  showPaymentPage: () => void;
};

/**
 * Opens the gateway's own hosted payment page: loads its Checkout.js (only here, only with a real gateway),
 * configures it with the session id the server opened, and hands the page over to it. Cancelling on the
 * gateway's page comes back to `cancelUrl`.
 */
export async function showHostedPaymentPage(scriptUrl: string, sessionId: string, cancelUrl: string) {
  const w = window as unknown as { Checkout?: CheckoutJs };
  if (!w.Checkout) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.dataset.cancel = cancelUrl;
      script.onload = () => resolve();
      script.onerror = () => reject({ code: 1005 });
      document.head.appendChild(script);
    });
  }
  if (!w.Checkout) throw { code: 1005 };
  w.Checkout.configure({ session: { id: sessionId } });
  w.Checkout.showPaymentPage();
}
