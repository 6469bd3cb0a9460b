// When the lazily loaded part of the catalogue cannot be loaded, the fragment falls back to empty
// messages and still renders its structure (spec point 8): a missing text is empty, never the key's
// name, and a text that comes later is shown then.
import { expect } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { act } from 'react';
import { createTexts } from '../../src/i18n/create-texts.js';
import { TextsContext } from '../../src/i18n/texts-context.js';
import { extendedCatalogueFor } from '../../src/i18n/extended-catalogue.js';
import { useT } from '../../src/i18n/use-t.js';

function Probe() {
  const { t } = useT();
  return (
    <section data-probe="">
      <h2>{t('packaging.variants')}</h2>
      <p>{t('packaging.noVariants')}</p>
    </section>
  );
}

describe('i18n: texts the catalogue cannot give', () => {
  // React's act() runs renders to the end only in an act environment (else it warns in the runner's log).
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  before(() => {
    scope.IS_REACT_ACT_ENVIRONMENT = true;
  });
  after(() => {
    delete scope.IS_REACT_ACT_ENVIRONMENT;
  });

  it('renders the structure with empty texts, then the texts once they arrive', async () => {
    const texts = createTexts('JS');
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const render = () =>
      act(() =>
        root.render(
          <TextsContext.Provider value={texts}>
            <Probe />
          </TextsContext.Provider>,
        ),
      );
    await render();
    const paragraph = host.querySelector('[data-probe] p');
    expect(paragraph, 'the structure renders').to.not.equal(null);
    expect(paragraph?.textContent, 'no key name, no generic error').to.equal('');
    expect(host.querySelector('h2')?.textContent).to.equal('Motiv wählen');
    // The extended catalogue arrives later: its text shows, not a remembered empty one.
    texts.add(await extendedCatalogueFor('JS', 'de'));
    await render();
    expect(host.querySelector('[data-probe] p')?.textContent).to.equal(
      'Für diese Verpackung gibt es gerade keine Motive.',
    );
    await act(() => root.unmount());
    host.remove();
  });
});
