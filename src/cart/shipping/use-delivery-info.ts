import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type RefObject } from 'react';
import { LAZY_IMAGE_MARGIN_PX, type ShippingMethodId } from '../../domain/index.js';
import {
  deliveryTermsAtom,
  loadDeliveryTermsAtom,
  loadShippingCountriesAtom,
  shippingCountriesAtom,
} from '../../state/delivery-info.js';

/** True once the element came within `margin` px of the viewport (and from then on). */
function useNearView(ref: RefObject<Element | null>, margin: number): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

/**
 * The delivery terms and the shipping countries of the cart's method, loaded once the shipping section
 * comes near the viewport (like lazy images, 200 px before): a cart in the start-up data paints without
 * any request, and a long cart asks only when the shopper gets there.
 */
export function useDeliveryInfo(section: RefObject<Element | null>, method: ShippingMethodId | undefined) {
  const near = useNearView(section, LAZY_IMAGE_MARGIN_PX);
  const loadTerms = useSetAtom(loadDeliveryTermsAtom);
  const loadCountries = useSetAtom(loadShippingCountriesAtom);
  useEffect(() => {
    if (!near) return undefined;
    const controller = new AbortController();
    void loadTerms(controller.signal);
    return () => controller.abort();
  }, [near, loadTerms]);
  useEffect(() => {
    if (!near || !method || method === 'online') return undefined;
    const controller = new AbortController();
    void loadCountries(method, controller.signal);
    return () => controller.abort();
  }, [near, method, loadCountries]);
  const terms = useAtomValue(deliveryTermsAtom);
  const countries = useAtomValue(shippingCountriesAtom);
  return { terms, countries: countries && countries.method === method ? countries.countries : null };
}
