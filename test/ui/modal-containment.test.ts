// containFocus on its own: what happens to the keyboard when a dialog goes without its release (a host
// that removes the cart while a modal is open, a commit that never finishes).
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { containFocus } from '../../src/ui/modal-containment.js';

function page() {
  const before = document.createElement('button');
  before.textContent = 'Vorher';
  const after = document.createElement('button');
  after.textContent = 'Nachher';
  const dialog = document.createElement('dialog');
  dialog.innerHTML = '<button type="button">Im Dialog</button>';
  document.body.append(before, after, dialog);
  return { before, after, dialog, remove: () => [before, after, dialog].forEach((node) => node.remove()) };
}

describe('containFocus', () => {
  it('keeps Tab inside its open dialog', async () => {
    const { before, dialog, remove } = page();
    dialog.show();
    const release = containFocus(dialog);
    try {
      before.focus();
      expect(document.activeElement, 'focus taken back').to.equal(dialog.querySelector('button'));
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement, 'Tab wraps').to.equal(dialog.querySelector('button'));
    } finally {
      release();
      remove();
    }
  });

  for (const [how, leave] of [
    ['leaves the page', (dialog: HTMLDialogElement) => dialog.remove()],
    ['closes', (dialog: HTMLDialogElement) => dialog.close()],
  ] as const) {
    it(`lets the keyboard go when its dialog ${how} before its release`, async () => {
      const { before, after, dialog, remove } = page();
      dialog.show();
      const release = containFocus(dialog);
      try {
        leave(dialog);
        before.focus();
        expect(document.activeElement, 'focus stays where it was put').to.equal(before);
        await sendKeys({ press: 'Tab' });
        expect(document.activeElement, 'Tab moves on the page').to.equal(after);
      } finally {
        release();
        remove();
      }
    });
  }
});
