import { css } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { cartBusyAtom } from '../state/index.js';
import { Button } from '../ui/Button.js';
import { useFragmentConfig } from './use-fragment-config.js';

const full = css`
  width: 100%;
  margin-top: 16px;
`;

/** 'Weiter zu den Bestelldaten': disabled during every cart change; opens the next step by assignment. */
export function NextStepButton() {
  const { t } = useTranslation();
  const busy = useAtomValue(cartBusyAtom);
  const { nextStepUrl } = useFragmentConfig();
  return (
    <Button css={full} part="next-step" disabled={busy} onClick={() => window.location.assign(nextStepUrl)}>
      {t('cart.nextStep')}
    </Button>
  );
}
