import { css } from '@emotion/react';
import { useAtomValue, useStore } from 'jotai';
import { useT } from '../../i18n/use-t.js';
import { cartAtom, cartBusyAtom } from '../../state/index.js';
import { useTracking } from '../../tracking/TrackingContext.js';
import { Button } from '../../ui/Button.js';
import { useFragmentConfig } from '../fragment/use-fragment-config.js';

const full = css`
  width: 100%;
  margin-top: 16px;
`;

/**
 * 'Weiter zu den Bestelldaten': disabled during every cart change; tracks begin_checkout, then opens the
 * next step by assignment.
 */
export function NextStepButton() {
  const { t } = useT();
  const busy = useAtomValue(cartBusyAtom);
  const { nextStepUrl } = useFragmentConfig();
  const store = useStore();
  const tracking = useTracking();
  const proceed = async () => {
    const cart = store.get(cartAtom);
    if (cart) await tracking.with((tracker) => tracker.checkoutBegun(cart));
    window.location.assign(nextStepUrl);
  };
  return (
    <Button css={full} part="next-step" disabled={busy} onClick={() => void proceed()}>
      {t('cart.nextStep')}
    </Button>
  );
}
