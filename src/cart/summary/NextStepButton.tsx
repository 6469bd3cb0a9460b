import { css } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { useT } from '../../i18n/use-t.js';
import { cartBusyAtom } from '../../state/index.js';
import { ButtonLink } from '../../ui/Button.js';
import { useFragmentConfig } from '../fragment/use-fragment-config.js';

const full = css`
  width: 100%;
  margin-top: 16px;
`;

/**
 * 'Weiter zu den Bestelldaten': a real link to the next step (it works in a server-rendered cart before
 * any script runs), shown disabled and not followed during every cart change.
 */
export function NextStepButton() {
  const { t } = useT();
  const busy = useAtomValue(cartBusyAtom);
  const { nextStepUrl } = useFragmentConfig();
  return (
    <ButtonLink css={full} part="next-step" href={nextStepUrl} disabled={busy}>
      {t('cart.nextStep')}
    </ButtonLink>
  );
}
