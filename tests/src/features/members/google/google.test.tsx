import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoogleButton } from '@/features/members/google/GoogleButton';
import { GoogleReturn } from '@/features/members/google/GoogleReturn';
import { session } from '@/lib/session';
import { render } from '../../../../support/render';
import { okAnswer, refusal, stubApi } from '../../../../support/api-stub';

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('GoogleButton', () => {
  it('asks for the provider URL and leaves for it', async () => {
    const calls = stubApi({
      '/api/oidc/google/start': okAnswer({
        authorizationUrl: 'https://accounts.example/auth?x=1',
      }),
    });
    const assign = vi.fn();
    const { user } = await render(<GoogleButton returnTo="/wallet" assign={assign} />);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/auth?x=1'));
    const body = new URLSearchParams(calls[0]!.body);
    expect(body.get('purpose')).toBe('login');
    expect(body.get('returnTo')).toBe('/wallet');
  });

  it('binding uses bind-start and says so', async () => {
    const calls = stubApi({
      '/api/oidc/google/bind-start': okAnswer({
        authorizationUrl: 'https://a/b',
      }),
    });
    const assign = vi.fn();
    const { user } = await render(<GoogleButton purpose="bind" assign={assign} />);
    await user.click(screen.getByRole('button', { name: 'Link Google account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://a/b'));
    expect(calls[0]!.path).toBe('/api/oidc/google/bind-start');
  });

  it('shows a refusal and stays', async () => {
    stubApi({ '/api/oidc/google/start': refusal(503, 503) });
    const assign = vi.fn();
    const { user } = await render(<GoogleButton assign={assign} />);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in is temporarily unavailable');
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('GoogleReturn', () => {
  it('trades the ticket once, starts the session and reports the answer', async () => {
    const answer = {
      purpose: 'login',
      memberId: '11111111-1111-4111-8111-111111111111',
      token: 't0k',
      name: 'Ann',
      returnTo: null,
    };
    const calls = stubApi({
      '/api/oidc/google/complete': okAnswer(answer),
      '/api/members/detail': refusal(404, 404),
    });
    const onDone = vi.fn();
    await render(<GoogleReturn ticket={'k'.repeat(43)} onDone={onDone} />);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(answer));
    expect(session.memberId()).toBe(answer.memberId);
    expect(calls.filter((c) => c.path === '/api/oidc/google/complete')).toHaveLength(1);
  });

  it('an expired ticket says to log in with Google again', async () => {
    stubApi({ '/api/oidc/google/complete': refusal(401, 401) });
    const onDone = vi.fn();
    await render(<GoogleReturn ticket={'k'.repeat(43)} onDone={onDone} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your Google sign-in has expired. Please log in with Google again.',
    );
    expect(onDone).not.toHaveBeenCalled();
    expect(session.isLoggedIn()).toBe(false);
  });

  it('shows the oidc_error the callback sent back', async () => {
    await render(<GoogleReturn errorCode={401} onDone={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in with Google again.');
  });
});
