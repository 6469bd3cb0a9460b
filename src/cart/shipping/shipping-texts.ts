import {
  deliveryTermForMethod,
  isZeroMoney,
  shippingKind,
  type CartItem,
  type DeliveryTerm,
  type Money,
  type OfferedShippingMethod,
  type ShippingChoice,
  type ShippingMethodId,
} from '../../domain/index.js';
import type { Formats } from '../../i18n/use-formats.js';
import type { Translate } from '../../i18n/use-t.js';

/** What the section says about one method: title, subtitle, price, delivery term and where it ships. */
export interface ShippingMethodTexts {
  title: string;
  subtitle: string;
  price: string;
  term: string;
  /** Where it ships, or for a method the restrictions rule out, why it cannot be chosen. */
  countries: string;
}

/** What both shipping controls (the new design's radio cards, the old design's dropdown) are given. */
export interface ShippingChoiceProps {
  lines: readonly ShippingLine[];
  selected: ShippingMethodId | undefined;
  onChoose: (method: ShippingMethodId) => void;
}

/** One line of the section, ready to show. */
export interface ShippingLine extends ShippingMethodTexts {
  method: ShippingMethodId;
  offered: boolean;
}

export function shippingMethodTexts(
  t: Translate,
  f: Formats,
  choice: ShippingChoice,
  offered: OfferedShippingMethod | undefined,
  context: {
    items: readonly CartItem[];
    terms: readonly DeliveryTerm[] | null;
    /** The price of the cart's own method, when the method gives none. */
    cartPrice: Money | undefined;
    /** Where the cart's method ships, as the server said. */
    serverCountries: readonly string[] | null;
  },
): ShippingMethodTexts {
  const { method } = choice;
  const price = offered?.price ?? context.cartPrice;
  const term = context.terms ? deliveryTermForMethod(context.items, method, context.terms) : undefined;
  let termText = '';
  if (typeof term === 'string') termText = t('shipping.deliveryTerm', { term: t('shipping.immediate') });
  else if (term || offered?.deliveryDate) {
    const date = term?.date ?? offered?.deliveryDate;
    termText = [term?.text, date ? t('shipping.deliveryDate', { date: f.date(date) }) : '']
      .filter(Boolean)
      .join(', ');
  }
  let countries = '';
  if (!choice.offered) {
    countries =
      shippingKind(method) === 'Express'
        ? t('shipping.expressOnlyGermany')
        : t('shipping.standardOnly', { countries: f.countries(choice.countries) });
  } else if (choice.countries.length > 0) {
    countries = t('shipping.countries', {
      countries: f.countries(context.serverCountries ?? choice.countries),
    });
  }
  return {
    title: offered?.title || t(`shipping.method.${method}`),
    subtitle: offered?.subtitle ?? '',
    price: !choice.offered || !price ? '' : isZeroMoney(price) ? t('shipping.free') : f.money(price),
    term: choice.offered ? termText : '',
    countries,
  };
}
