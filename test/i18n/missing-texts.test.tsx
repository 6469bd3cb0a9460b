// When the lazily loaded part of the catalogue cannot be loaded, the fragment falls back to empty
// messages and still renders its structure (spec point 8): a missing text is empty, never the key's
// name, and a text that comes later is shown then.
import { expect } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../src/i18n/create-i18n.js';
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
    const i18n = createI18n('JS');
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const render = () =>
      act(() =>
        root.render(
          <I18nextProvider i18n={i18n}>
            <Probe />
          </I18nextProvider>,
        ),
      );
    await render();
    const paragraph = host.querySelector('[data-probe] p');
    expect(paragraph, 'the structure renders').to.not.equal(null);
    expect(paragraph?.textContent, 'no key name, no generic error').to.equal('');
    expect(host.querySelector('h2')?.textContent).to.equal('Motiv wählen');
    // The extended catalogue arrives later: its text shows, not a remembered empty one.
    i18n.addResourceBundle('de', 'translation', await extendedCatalogueFor('JS', 'de'), true, false);
    await render();
    expect(host.querySelector('[data-probe] p')?.textContent).to.equal(
      'Für diese Verpackung gibt es gerade keine Motive.',
    );
    await act(() => root.unmount());
    host.remove();
  });
});
