import { expect, waitUntil } from '@open-wc/testing';
import { createRoot, type Root } from 'react-dom/client';
import { Button } from '../../src/ui/Button.js';
import { settledReact } from '../helpers/settle.js';

const MESSAGE = 'Button: the accessibility text must not be empty';

describe('Button without an accessible text (spec point 5)', () => {
  let root: Root | undefined;
  let host: HTMLElement | undefined;
  let logged: unknown[][] = [];
  const original = console.error;
  beforeEach(() => {
    logged = [];
    console.error = (...args: unknown[]) => logged.push(args);
  });
  afterEach(() => {
    console.error = original;
    root?.unmount();
    host?.remove();
  });

  function render(element: React.ReactElement) {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    root.render(
      <>
        <span id="named-elsewhere">Entfernen</span>
        {element}
      </>,
    );
  }
  const errors = () => logged.filter((args) => args[0] === MESSAGE).length;

  it('logs a console error for a button with no content and no label', async () => {
    render(<Button variant="text" />);
    await waitUntil(() => errors() === 1, 'console error');
  });

  for (const [name, element] of [
    ['content', <Button key="c">Entfernen</Button>],
    ['aria-label', <Button key="l" aria-label="Entfernen" />],
    ['aria-labelledby', <Button key="b" aria-labelledby="named-elsewhere" />],
  ] as const) {
    it(`logs nothing for a button named by ${name}`, async () => {
      // The check runs in an effect: once the render and its effects are done, it has spoken.
      await settledReact(() => render(element));
      expect(Boolean(host?.querySelector('button')), 'rendered').to.equal(true);
      expect(errors()).to.equal(0);
    });
  }
});
