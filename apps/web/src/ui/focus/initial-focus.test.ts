import { afterEach, describe, expect, it } from 'vitest';
import { markInitialFocus } from './initial-focus';

const content = (html: string) => {
  document.body.innerHTML = `<div id="content">${html}</div>`;
  return document.getElementById('content');
};
const marked = () => [...document.querySelectorAll('[data-autofocus]')].map((element) => element.id);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('markInitialFocus', () => {
  it('starts a form dialog on its first field, not on the action before it', () => {
    markInitialFocus(
      content(
        '<p>intro <a id="help" href="/help">help</a></p><input type="hidden" name="SK"><input id="off" disabled>' +
          '<textarea id="note"></textarea><input id="name"><button id="save">save</button>',
      ),
    );
    expect(marked()).toEqual(['note']);
  });

  it('keeps the control the dialog marked itself (the safe answer)', () => {
    markInitialFocus(
      content('<input id="name"><button id="keep" data-autofocus>keep</button><button id="go">go</button>'),
    );
    expect(marked()).toEqual(['keep']);
  });

  it('starts a dialog without a field on its first action', () => {
    markInitialFocus(
      content('<p>text</p><button id="off" disabled>busy</button><button id="retry">retry</button>'),
    );
    expect(marked()).toEqual(['retry']);
  });

  it('marks nothing in content without a control (the close button is left to start)', () => {
    markInitialFocus(content('<table><tr><td>1</td></tr></table>'));
    expect(marked()).toEqual([]);
  });
});
