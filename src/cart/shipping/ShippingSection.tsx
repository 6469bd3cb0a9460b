import { useSetAtom, useStore } from 'jotai';
import { useId, useRef } from 'react';
import {
  offeredShippingMethods,
  selectedShippingMethod,
  shippingChoices,
  type Cart,
  type ShippingMethodId,
} from '../../domain/index.js';
import { useFormats } from '../../i18n/use-formats.js';
import { useT } from '../../i18n/use-t.js';
import {
  cartAtom,
  useAtomValue,
  requestedShippingMethodAtom,
  setShippingMethodAtom,
  shippingMethodErrorAtom,
} from '../../state/index.js';
import { useTracking } from '../../tracking/index.js';
import { useFragmentConfig } from '../fragment/startup/use-fragment-config.js';
import { MessageText } from '../notices/MessageText.js';
import { ShippingMethodList } from './ShippingMethodList.js';
import { ShippingMethodSelect } from './ShippingMethodSelect.js';
import { shippingStyles } from './shipping-styles.js';
import { shippingMethodTexts, type ShippingLine } from './shipping-texts.js';
import { useDeliveryInfo } from './use-delivery-info.js';

/**
 * The shipping method section (spec point 2), in both designs: every method the cart lists with title,
 * subtitle, price, delivery term and where it ships; a method the shipping restrictions rule out for the
 * tenant's country shows why instead of being offered. Choosing sends set-shipping-method; a failure
 * (codes 100, 103, 104 ...) is said here and the cart's method stays; a confirmed choice is tracked
 * (add_shipping_info).
 */
export function ShippingSection({ cart }: { cart: Cart }) {
  const { t } = useT();
  const f = useFormats();
  const id = useId();
  const { tenant, newDesign } = useFragmentConfig();
  const section = useRef<HTMLElement>(null);
  const requested = useAtomValue(requestedShippingMethodAtom);
  const error = useAtomValue(shippingMethodErrorAtom);
  const choose = useSetAtom(setShippingMethodAtom);
  const store = useStore();
  const tracking = useTracking();
  // Methods this version does not know are never offered (nor taken as the cart's).
  const cartMethod = selectedShippingMethod(cart);
  const { terms, countries } = useDeliveryInfo(section, cartMethod);

  const listed = cart.availableShippingMethods;
  const lines: ShippingLine[] = shippingChoices(offeredShippingMethods(cart), tenant).map((choice) => ({
    method: choice.method,
    offered: choice.offered,
    ...shippingMethodTexts(
      t,
      f,
      choice,
      listed.find((offered) => offered.method === choice.method),
      {
        items: cart.items,
        terms,
        cartPrice: choice.method === cartMethod ? cart.shipping?.price.gross : undefined,
        serverCountries: choice.method === cartMethod ? countries : null,
      },
    ),
  }));
  if (lines.length === 0) return null;

  const selected = requested ?? cartMethod;
  const chooseAndTrack = async (method: ShippingMethodId) => {
    const result = await choose(method);
    // Confirmed by the server (shown, or held back behind a newer change): add_shipping_info.
    const shown = store.get(cartAtom);
    if ((result === 'applied' || result === 'superseded') && shown) {
      void tracking.with((tracker) => tracker.shippingChosen(shown, method));
    }
  };
  const onChoose = (method: ShippingMethodId) => {
    if (method !== selected) void chooseAndTrack(method);
  };
  const headingId = `${id}-h`;
  return (
    <section
      ref={section}
      part="shipping"
      css={shippingStyles}
      aria-labelledby={headingId}
      data-design={newDesign ? 'new' : 'old'}
    >
      <h2 id={headingId}>{t('shipping.heading')}</h2>
      {newDesign ? (
        <ShippingMethodList lines={lines} selected={selected} labelledBy={headingId} onChoose={onChoose} />
      ) : (
        <ShippingMethodSelect
          lines={lines}
          selected={selected}
          label={t('shipping.choose')}
          onChoose={onChoose}
        />
      )}
      {error && (
        <div role="alert" data-shipping-error>
          <MessageText message={error} />
        </div>
      )}
    </section>
  );
}
