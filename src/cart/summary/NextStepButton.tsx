import { css } from '@emotion/react';
import { useT } from '../../i18n/use-t.js';
import { cartBusyAtom, useStoreValue } from '../../state/index.js';
import { ButtonLink } from '../../ui/Button.js';
import { useFragmentConfig } from '../fragment/startup/use-fragment-config.js';
import { useNextStep } from './use-next-step.js';

const full = css`
  width: 100%;
  margin-top: 16px;
`;

/**
 * The next-step button (cart.nextStep): a real link to the next step (it works in a server-rendered cart before
 * any script runs), shown disabled and not followed during every cart change. With the script, a click
 * reserves the cart's appointments first, then opens the next step by assignment (spec points 2, 4, 7).
 * `sticky`: the sticky bar's copy, laid out by the bar.
 */
export function NextStepButton({ sticky = false }: { sticky?: boolean }) {
  const { t } = useT();
  const { nextStepUrl } = useFragmentConfig();
  // Read here, not by the summary or the sticky bar: a change's busy state renders this link alone.
  const busy = useStoreValue(cartBusyAtom);
  const onClick = useNextStep();
  return (
    <ButtonLink
      css={sticky ? undefined : full}
      part={sticky ? 'sticky-next-step' : 'next-step'}
      href={nextStepUrl}
      disabled={busy}
      onClick={onClick}
    >
      {t('cart.nextStep')}
    </ButtonLink>
  );
}
