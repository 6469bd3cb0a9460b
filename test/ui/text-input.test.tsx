import { expect, waitUntil } from '@open-wc/testing';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { TextInput, type TextInputProps } from '../../src/ui/TextInput.js';
import { withElementStyles } from '../helpers/element-styles.js';

let root: Root | undefined;
let container: HTMLElement | undefined;
let unstyle: (() => void) | undefined;

type Props = Partial<Omit<TextInputProps, 'value' | 'onValueChange'>> & { initial?: string };

function Field({ initial = '', label = 'Rabattcode', ...props }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      <TextInput label={label} value={value} onValueChange={setValue} {...props} />
      <button type="button">weiter</button>
    </form>
  );
}

function render(props: Props = {}) {
  container = document.createElement('main');
  document.body.append(container);
  // The element's styles (the label floats by them), here on the document.
  unstyle = withElementStyles(document);
  root = createRoot(container);
  flushSync(() => root?.render(<Field {...props} />));
  const input = container.querySelector('input');
  if (!input) throw new Error('no input');
  return { input, field: input.parentElement as HTMLElement, host: container };
}

/** Types as a shopper does: the native value setter, then an input event React listens to. */
function type(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function blur(input: HTMLInputElement) {
  input.focus();
  (input.closest('form')?.querySelector('button') as HTMLButtonElement).focus();
}

const describedText = (input: HTMLInputElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

describe('TextInput', () => {
  afterEach(() => {
    root?.unmount();
    container?.remove();
    unstyle?.();
  });

  it('is named by its label and appends the required marker to the placeholder', async () => {
    const { input, field, host } = render({ required: true, placeholder: 'z.B. SOMMER10' });
    expect(input.labels?.[0]?.textContent).to.equal('Rabattcode');
    expect(input.placeholder).to.equal('z.B. SOMMER10 *');
    expect(input.required).to.equal(true);
    expect(field.dataset.state).to.equal('normal');
    await expect(host).to.be.accessible();
  });

  it('floats the label once focused or filled', async () => {
    const { input, field } = render();
    const label = field.querySelector('label') as HTMLLabelElement;
    const resting = getComputedStyle(label).transform;
    input.focus();
    await waitUntil(() => getComputedStyle(label).transform !== resting, 'label floats on focus');
    blur(input);
    await waitUntil(() => getComputedStyle(label).transform === resting, 'label rests when empty');
    type(input, 'X');
    await waitUntil(() => getComputedStyle(label).transform !== resting, 'label floats when filled');
  });

  it('ties the helper text to the field', async () => {
    const { input, host } = render({ helperText: 'Groß- und Kleinschreibung egal' });
    expect(describedText(input)).to.equal('Groß- und Kleinschreibung egal');
    await expect(host).to.be.accessible();
  });

  it('shows an error only once touched, tied by aria-describedby before the helper', async () => {
    const { input, field, host } = render({ error: 'Bitte Rabattcode eingeben.', helperText: 'Hilfe' });
    expect(field.dataset.state).to.equal('normal');
    expect(input.getAttribute('aria-invalid')).to.equal(null);
    expect(describedText(input)).to.equal('Hilfe');
    blur(input);
    await waitUntil(() => field.dataset.state === 'error');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(describedText(input)).to.equal('Bitte Rabattcode eingeben. | Hilfe');
    // The message sits in a live region that was there before it appeared.
    expect(field.querySelector('[aria-live="polite"]')?.textContent).to.equal('Bitte Rabattcode eingeben.');
    await expect(host).to.be.accessible();
  });

  it('shows the error at once when the validation state says error', async () => {
    const { input, field, host } = render({ error: 'Falsch', validationState: 'error' });
    expect(field.dataset.state).to.equal('error');
    expect(describedText(input)).to.equal('Falsch');
    await expect(host).to.be.accessible();
  });

  it('is in the success state when touched, filled and free of errors', async () => {
    const { input, field, host } = render();
    type(input, 'SOMMER10');
    expect(field.dataset.state).to.equal('normal');
    blur(input);
    await waitUntil(() => field.dataset.state === 'success');
    expect(input.value).to.equal('SOMMER10');
    await expect(host).to.be.accessible();
  });

  it('is not in the success state when touched but empty', async () => {
    const { input, field } = render({ touched: true });
    blur(input);
    expect(field.dataset.state).to.equal('normal');
  });
});
