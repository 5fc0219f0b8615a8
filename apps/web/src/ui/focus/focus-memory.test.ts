import { afterEach, describe, expect, it } from 'vitest';
import { focusWhenReady, installFocusMemory, lastFocused } from './focus-memory';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus memory', () => {
  installFocusMemory();

  it('gives focus back to a button that was disabled while it had focus (a loading button)', async () => {
    document.body.innerHTML = '<input id="field"><button id="check">check</button>';
    const button = document.getElementById('check') as HTMLButtonElement;
    button.focus();
    expect(lastFocused()).toBe(button);
    // as the browser does it: the element is disabled and, at its next rendering step, loses focus
    button.blur();
    button.disabled = true;
    await settle();
    expect(document.activeElement).toBe(document.body);
    button.disabled = false;
    await settle();
    expect(document.activeElement).toBe(button);
  });

  it('does not take focus back when the user has moved on', async () => {
    document.body.innerHTML = '<input id="field"><button id="check">check</button>';
    const button = document.getElementById('check') as HTMLButtonElement;
    const field = document.getElementById('field') as HTMLInputElement;
    button.focus();
    button.blur();
    button.disabled = true;
    await settle();
    field.focus();
    button.disabled = false;
    await settle();
    expect(document.activeElement).toBe(field);
  });

  it('remembers what opened a dialog, not what is inside it', () => {
    document.body.innerHTML =
      '<button id="open">open</button><div role="dialog"><button id="ok">ok</button></div>';
    (document.getElementById('open') as HTMLButtonElement).focus();
    (document.getElementById('ok') as HTMLButtonElement).focus();
    expect(lastFocused()?.id).toBe('open');
  });

  it('focuses a disabled target once it is enabled', async () => {
    document.body.innerHTML = '<button id="submit" disabled>go</button>';
    const button = document.getElementById('submit') as HTMLButtonElement;
    (document.activeElement as HTMLElement | null)?.blur();
    focusWhenReady(button);
    expect(document.activeElement).not.toBe(button);
    button.disabled = false;
    await settle();
    expect(document.activeElement).toBe(button);
  });
});
