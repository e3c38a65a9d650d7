import { setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@/components/LocaleProvider';

function Greeting() {
  const { _ } = useLingui();
  return <p>{_('greeting')}</p>;
}

function setup() {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'en_US', messages: { greeting: 'Hello' } });
  let renders = 0;
  render(
    <Profiler id="texts" onRender={() => renders++}>
      <LocaleProvider i18n={i18n}>
        <Greeting />
      </LocaleProvider>
    </Profiler>,
  );
  return { i18n, renders: () => renders };
}

describe('LocaleProvider', () => {
  it('renders the texts of the active language', () => {
    setup();
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it('shows a newly loaded catalog of the same language, in a transition', async () => {
    const { i18n, renders } = setup();
    const before = renders();
    await act(async () => i18n.load('en_US', { greeting: 'Hello again' }));
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
    expect(renders()).toBeGreaterThan(before);
  });

  it('re-renders every text when the language changes', async () => {
    const { i18n } = setup();
    await act(async () => i18n.loadAndActivate({ locale: 'zh_TW', messages: { greeting: '你好' } }));
    expect(screen.getByText('你好')).toBeInTheDocument();
  });

  it('renders nothing before a language is active', () => {
    const i18n = setupI18n();
    render(
      <LocaleProvider i18n={i18n}>
        <p>text</p>
      </LocaleProvider>,
    );
    expect(screen.queryByText('text')).toBeNull();
  });
});
