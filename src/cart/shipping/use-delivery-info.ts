import { useStore } from 'jotai';
import { useEffect, useRef, type RefObject } from 'react';
import { LAZY_IMAGE_MARGIN_PX, loadChunk, type ShippingMethodId } from '../../domain/index.js';
import { deliveryTermsAtom, shippingCountriesAtom, useStoreValue } from '../../state/index.js';

// The loaders and their calls come with the section's approach, not with the first paint. A chunk that
// does not load leaves the terms absent and the rule's countries on screen.
const loaders = () => loadChunk(() => import('../../state/cart/delivery-info-loaders.js'));

/**
 * The delivery terms and the shipping countries of the cart's method, loaded once the shipping section
 * comes near the viewport (like lazy images, 200 px before): a cart in the start-up data paints without
 * any request, and a long cart asks only when the shopper gets there. Watching costs no render: only the
 * answers do.
 */
export function useDeliveryInfo(section: RefObject<Element | null>, method: ShippingMethodId | undefined) {
  const store = useStore();
  const near = useRef(false);
  useEffect(() => {
    const element = section.current;
    if (!element) return undefined;
    const controller = new AbortController();
    const load = () => {
      loaders().then(
        ({ loadDeliveryTermsAtom, loadShippingCountriesAtom }) => {
          void store.set(loadDeliveryTermsAtom, controller.signal);
          if (method && method !== 'online')
            void store.set(loadShippingCountriesAtom, method, controller.signal);
        },
        () => undefined,
      );
    };
    if (near.current) {
      load();
      return () => controller.abort();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (near.current || !entries.some((entry) => entry.isIntersecting)) return;
        near.current = true;
        observer.disconnect();
        load();
      },
      { rootMargin: `${LAZY_IMAGE_MARGIN_PX}px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, [section, method, store]);
  const terms = useStoreValue(deliveryTermsAtom);
  const countries = useStoreValue(shippingCountriesAtom);
  return { terms, countries: countries && countries.method === method ? countries.countries : null };
}
