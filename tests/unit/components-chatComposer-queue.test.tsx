// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../locales/i18n';
import { allResources } from '../../locales/resources';
import { ChatComposer, type ChatComposerProps } from '../../src/components/ChatComposer';
import { getTheme } from '../../theme';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = createI18n({ language: 'en', resources: allResources() });
let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function render(props: Partial<ChatComposerProps> & Pick<ChatComposerProps, 'onSend'>) {
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={getTheme(1)}>
          <ChatComposer value="See you at eight" onChange={() => undefined} partnerName="Kira" maxLength={500} messageCost={2} {...props} />
        </ThemeProvider>
      </I18nextProvider>,
    ),
  );
}

function pressEnter() {
  act(() => void container.querySelector('textarea')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })));
}

describe('ChatComposer, Enter while the previous message is on its way', () => {
  it('sends the draft once the previous message is through', () => {
    const onSend = vi.fn();
    render({ onSend, sending: true });
    pressEnter();
    expect(onSend).not.toHaveBeenCalled();
    render({ onSend, sending: false });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('See you at eight');
    // Once only.
    render({ onSend, sending: false, value: 'See you at eight' });
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('does not send when the new balance no longer covers it, or the field was emptied', () => {
    const onSend = vi.fn();
    render({ onSend, sending: true });
    pressEnter();
    render({ onSend, sending: false, disabled: true });
    expect(onSend).not.toHaveBeenCalled();

    render({ onSend, sending: true, disabled: false });
    pressEnter();
    render({ onSend, sending: true, value: '  ' });
    render({ onSend, sending: false, value: '  ' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends at once when nothing is on its way', () => {
    const onSend = vi.fn();
    render({ onSend });
    pressEnter();
    expect(onSend).toHaveBeenCalledWith('See you at eight');
  });
});
