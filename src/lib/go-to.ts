import type { useNavigate } from '@tanstack/react-router';

/**
 * Follows a URL the server hands out: the app's own hash routes ('#/sandboxCard?ref=…', '#/checkpay?ref=…')
 * through the router, anything else (a real card processor's page) by a full page load.
 */
export function goTo(navigate: ReturnType<typeof useNavigate>, url: string) {
  if (url.startsWith('#/')) return void navigate({ href: url.slice(1) });
  if (url.startsWith('/')) return void navigate({ href: url });
  window.location.assign(url);
}
