import { css } from '@emotion/react';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { useNextStep } from './use-next-step.js';

const full = css`
  width: 100%;
  margin-top: 16px;
`;

/**
 * 'Weiter zu den Bestelldaten': disabled during every cart change; reserves the cart's appointments, then
 * opens the next step by assignment (spec points 2, 4 and 7).
 */
export function NextStepButton() {
  const { t } = useT();
  const { busy, go } = useNextStep();
  return (
    <Button css={full} part="next-step" disabled={busy} onClick={() => void go()}>
      {t('cart.nextStep')}
    </Button>
  );
}
