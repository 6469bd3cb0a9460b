// A real backend's cart in three spellings, as start-up data and as the answer of GET /api/cart over
// HTTP: members left out, sent as null or unknown to this version all show the same page.
import { expect, waitUntil } from '@open-wc/testing';
import { javaStyleCart, spelledCart, SPELLINGS, type Spelling } from '../../helpers/spelled-carts.js';
import { $, mountShopCart, removeMounted, textOf, waitForTiles } from '../../helpers/cart-fixture.js';
import type { seen } from '../../helpers/tolerant-reading.js';
import { shownFromAnswer, shownFromStartup, tilesOf } from '../../helpers/tolerant-reading.js';

describe('a cart in three spellings', () => {
  it('shows the same cart for every spelling, from the start-up data and from GET /api/cart', async () => {
    const full = (await shownFromStartup('full')).seen;
    expect(full.tiles[0]).to.contain('Kochkurs Toskana').and.contain('Erlebnis');
    removeMounted();
    const bySpelling = new Map<
      Spelling,
      { startup: ReturnType<typeof seen>; answer: ReturnType<typeof seen> }
    >();
    for (const spelling of SPELLINGS) {
      const startup = (await shownFromStartup(spelling)).seen;
      removeMounted();
      const answer = (await shownFromAnswer(spelledCart(spelling), tilesOf(spelling))).seen;
      removeMounted();
      expect(answer, `${spelling}: start-up data and answer show the same`).to.deep.equal(startup);
      bySpelling.set(spelling, { startup, answer });
    }
    expect(bySpelling.get('extra')?.startup).to.deep.equal(full);
    expect(bySpelling.get('null')?.startup).to.deep.equal(bySpelling.get('absent')?.startup);
    // Without a product type the tile has the neutral label; without an appointment no ticket tiles.
    expect(bySpelling.get('null')?.startup.tiles[0]).to.contain('Kochkurs Toskana').and.contain('Produkt');
    expect(bySpelling.get('null')?.startup.total).to.equal(full.total);
  });

  it('reads the Java default spelling (objects with null members) and shows its change notice', async () => {
    const { element } = await shownFromAnswer(javaStyleCart(), 4);
    await waitUntil(() => $(element, '[data-notice="cart-changes"]'), 'the change notice', { timeout: 5000 });
    expect(textOf($(element, '[data-notice="cart-changes"] li'))).to.contain(
      'teurer geworden: Kochkurs Toskana',
    );
    await expect(element).to.be.accessible();
  });

  it('reads start-up data whose own members are null as if they were left out', async () => {
    const element = mountShopCart({
      data: {
        baseUrl: null,
        locale: null,
        tenant: null,
        props: {
          cart: spelledCart('null'),
          mode: null,
          customerEmailHash: null,
          nextStepUrl: null,
          newDesign: null,
          itemLayout: null,
          tenantConfig: { brandDisplayName: 'Jochen Schweizer', urls: null, noOfExperiences: null, extra: 1 },
          payments: null,
          brandNew: { x: 1 },
        },
        errorReporting: null,
        somethingElse: true,
      },
    });
    await waitForTiles(element, 3);
    expect(textOf($(element, '[part="title"]'))).to.equal('Warenkorb');
  });
});
