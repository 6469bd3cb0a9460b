import { useAtomValue, useStore } from 'jotai';
import { useEffect, useState, type RefObject } from 'react';
import { LAZY_IMAGE_MARGIN_PX, loadChunk, type ShippingMethodId } from '../../domain/index.js';
import { deliveryTermsAtom, shippingCountriesAtom } from '../../state/delivery-info.js';

// The loaders and their calls come with the section's approach, not with the first paint. A chunk that
// does not load leaves the terms absent and the rule's countries on screen.
const loaders = () => loadChunk(() => import('../../state/delivery-info-loaders.js'));

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
  const store = useStore();
  useEffect(() => {
    if (!near) return undefined;
    const controller = new AbortController();
    loaders().then(
      ({ loadDeliveryTermsAtom }) => store.set(loadDeliveryTermsAtom, controller.signal),
      () => undefined,
    );
    return () => controller.abort();
  }, [near, store]);
  useEffect(() => {
    if (!near || !method || method === 'online') return undefined;
    const controller = new AbortController();
    loaders().then(
      ({ loadShippingCountriesAtom }) => store.set(loadShippingCountriesAtom, method, controller.signal),
      () => undefined,
    );
    return () => controller.abort();
  }, [near, method, store]);
  const terms = useAtomValue(deliveryTermsAtom);
  const countries = useAtomValue(shippingCountriesAtom);
  return { terms, countries: countries && countries.method === method ? countries.countries : null };
}
