import { Provider as StoreProvider } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { onOutdatedChunk, setChunkProbe, tenantShortBrand } from '../../../domain/index.js';
import { chunkIsGone } from '../../../api/chunk-probe.js';
import { createTexts, ensureMessage } from '../../../i18n/create-texts.js';
import { TextsContext } from '../../../i18n/texts-context.js';
import {
  abortCartChangesAtom,
  cartStatusAtom,
  loadCartAtom,
  messageLoaderAtom,
  createCartStore,
} from '../../../state/index.js';
import { createErrorReporter } from '../../../telemetry/error-reporter.js';
import { ErrorReporterContext } from '../../../telemetry/ErrorReporterContext.js';
import { FragmentErrorBoundary } from '../../../telemetry/FragmentErrorBoundary.js';
import { FragmentErrorScreen } from '../../../telemetry/FragmentErrorScreen.js';
import { CartPage } from '../../page/CartPage.js';
import { CartEffects } from '../effects/CartEffects.js';
import { CartSnackbar } from '../../page/CartSnackbar.js';
import { createCartTracking, TrackingContext } from '../../../tracking/index.js';
import { CartTracking } from '../effects/CartTracking.js';
import { CartAnnouncer } from '../../announcements/CartAnnouncer.js';
import { PageUpdatedNotice } from '../../notices/PageUpdatedNotice.js';
import type { StartupResult } from '../startup/read-startup.js';

type Started = Extract<StartupResult, { ok: true }>;

// A lazy chunk that fails is checked with a HEAD request: gone (404) means the page is older than the
// deploy, anything else a network failure (docs/deploying.md).
setChunkProbe(chunkIsGone);

interface Props {
  startup: Started;
  /** The element (or mountCart's container) whose shadow root shows the cart; none on the server. */
  host: EventTarget | null;
}

/** The cart with everything it owns: texts, state, tracking and error reporting, one set per element. */
export function CartFragment({ startup, host }: Props) {
  const { config, cart, errorReporting, tracking: trackingConfig, warnings } = startup;
  // Created once per mount; the tree is rendered from these and from state only.
  const [reporter] = useState(() =>
    createErrorReporter(errorReporting, { fragment: 'shop-cart', tenant: config.tenant }),
  );
  // A new language (the `locale` attribute changed) is a new instance under the same store: the cart, an
  // open form and what was typed stay; every text and format renders again in the new language.
  const brand = tenantShortBrand(config.tenant);
  const texts = useMemo(() => createTexts(brand, config.locale), [brand, config.locale]);
  const loadMessage = useMemo(() => (key: string) => ensureMessage(texts, brand, key), [texts, brand]);
  const [store] = useState(() =>
    createCartStore(config, cart, {
      reporter,
      loadMessage,
    }),
  );
  // Nothing of the tracking runs or loads before an effect uses it (the server renders this tree too).
  const [tracking] = useState(() =>
    createCartTracking({
      brand: config.tenantConfig?.brandDisplayName ?? tenantShortBrand(config.tenant),
      config: trackingConfig,
      report: (error, extra) => {
        console.warn('shop-cart: tracking failed', error);
        void reporter.report(error, extra);
      },
    }),
  );

  useEffect(() => {
    for (const warning of warnings) console.warn(warning);
  }, [warnings]);

  // The first chunk found gone after a deploy is reported once (later ones are the same deploy).
  useEffect(
    () =>
      onOutdatedChunk((error) => {
        console.warn('shop-cart: this page is older than the deploy; a reload is needed', error);
        void reporter.reportWarning('shop-cart: a lazy chunk is gone after a deploy (page needs a reload)', {
          chunk: error.chunkUrl,
        });
      }),
    [reporter],
  );

  // After a switch of language, texts loaded on demand come in the new language.
  useEffect(() => {
    if (store.get(messageLoaderAtom)?.load !== loadMessage)
      store.set(messageLoaderAtom, { load: loadMessage });
  }, [store, loadMessage]);

  useEffect(() => {
    const controller = new AbortController();
    if (store.get(cartStatusAtom).status === 'loading') void store.set(loadCartAtom, controller.signal);
    return () => {
      controller.abort();
      store.set(abortCartChangesAtom);
    };
  }, [store]);

  return (
    <TextsContext.Provider value={texts}>
      {/* The language of everything in the shadow root, so that screen readers speak it in its voice. */}
      <div lang={texts.language}>
        <ErrorReporterContext.Provider value={reporter}>
          <FragmentErrorBoundary
            reporter={reporter}
            renderErrorScreen={(id) => <FragmentErrorScreen eventId={id} />}
          >
            <StoreProvider store={store}>
              <TrackingContext.Provider value={tracking}>
                <CartEffects host={host} />
                <CartTracking host={host} />
                <PageUpdatedNotice />
                <CartPage />
                <CartSnackbar />
                <CartAnnouncer />
              </TrackingContext.Provider>
            </StoreProvider>
          </FragmentErrorBoundary>
        </ErrorReporterContext.Provider>
      </div>
    </TextsContext.Provider>
  );
}
