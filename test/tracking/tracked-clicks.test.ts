// Which clicks inside the element reach the tracker at all (src/tracking/tracked-clicks.ts). The data
// layer tests show what the tracker pushes; the tracker itself ignores a click on a quantity or a remove,
// so only this filter keeps such a click from loading the tracker's chunk and queue during the shopper's
// interaction.
import { expect } from '@open-wc/testing';
import { trackedClickTarget } from '../../src/tracking/tracked-clicks.js';

function tile(): HTMLElement {
  const host = document.createElement('div');
  // The parts of a tile as the cart renders them (CartItemTile.tsx), and a link outside every tile.
  host.innerHTML = `
    <ul>
      <li part="item" data-item-id="item-1">
        <a data-area="image" href="/experiences/10412"><img alt="" /></a>
        <div data-area="details">
          <h3>Kochkurs</h3>
          <button type="button" data-friends-badge><span>Code: FRIENDS</span></button>
          <select><option>1</option></select>
          <label data-packaging-option="Pdf"><input type="radio" /><span>PDF</span></label>
          <button type="button" data-action="services">Leistungen</button>
          <a href="/availabilities/10412" data-additional-ticket>Weiteres Ticket buchen</a>
        </div>
        <p data-price><span>129,00 €</span></p>
        <button type="button" data-action="remove">Entfernen</button>
      </li>
    </ul>
    <a href="/checkout" part="next-step">Weiter</a>`;
  return host;
}

const $ = (root: ParentNode, selector: string) => root.querySelector(selector)!;

describe('trackedClickTarget', () => {
  it('names the product link and the friends badge of a tile, also from an element inside them', () => {
    const root = tile();
    const link = $(root, 'a[data-area="image"]');
    expect(trackedClickTarget(link)).to.equal(link);
    expect(trackedClickTarget($(link, 'img'))).to.equal(link);
    const badge = $(root, '[data-friends-badge]');
    expect(trackedClickTarget(badge)).to.equal(badge);
    expect(trackedClickTarget($(badge, 'span'))).to.equal(badge);
    // Any link of a tile goes on: the tracker decides what it means (the product page's only).
    const ticket = $(root, '[data-additional-ticket]');
    expect(trackedClickTarget(ticket)).to.equal(ticket);
  });

  it('lets no other click of a tile through: quantity, choice, buttons, price, title', () => {
    const root = tile();
    for (const selector of [
      'select',
      'option',
      'input[type="radio"]',
      '[data-packaging-option] span',
      '[data-action="services"]',
      '[data-action="remove"]',
      '[data-price] span',
      'h3',
      '[data-area="details"]',
      'li',
    ])
      expect(trackedClickTarget($(root, selector)), selector).to.equal(null);
  });

  it('lets nothing outside a tile through, nor what is no element', () => {
    const root = tile();
    expect(trackedClickTarget($(root, '[part="next-step"]'))).to.equal(null);
    expect(trackedClickTarget(root)).to.equal(null);
    expect(trackedClickTarget(document.createTextNode('Entfernen'))).to.equal(null);
    expect(trackedClickTarget(window)).to.equal(null);
    expect(trackedClickTarget(null)).to.equal(null);
  });
});
