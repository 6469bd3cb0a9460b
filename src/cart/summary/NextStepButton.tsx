import { css } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { useT } from '../../i18n/use-t.js';
import { cartBusyAtom } from '../../state/index.js';
import { Button } from '../../ui/Button.js';
import { useFragmentConfig } from '../fragment/use-fragment-config.js';

const full = css`
  width: 100%;
  margin-top: 16px;
`;

/** 'Weiter zu den Bestelldaten': disabled during every cart change; opens the next step by assignment. */
export function NextStepButton() {
  const { t } = useT();
  const busy = useAtomValue(cartBusyAtom);
  const { nextStepUrl } = useFragmentConfig();
  return (
    <Button css={full} part="next-step" disabled={busy} onClick={() => window.location.assign(nextStepUrl)}>
      {t('cart.nextStep')}
    </Button>
  );
}
