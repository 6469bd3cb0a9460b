import { css } from '@emotion/react';
import { useSetAtom } from 'jotai';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { loyaltyAvailable, showsLoyaltyPoints } from '../../domain/index.js';
import { useFormats } from '../../i18n/use-formats.js';
import { useT } from '../../i18n/use-t.js';
import { cartAtom, cartBusyAtom, useStoreValue, setPaybackNumberAtom } from '../../state/index.js';
import { Button } from '../../ui/Button.js';
import { SECTION_FRAME } from '../../ui/style-blocks.js';
import { themeVar } from '../../ui/theme.js';
import { useFragmentConfig } from '../fragment/startup/use-fragment-config.js';
import { LoyaltyForm } from './LoyaltyForm.js';

const section = css`
  ${SECTION_FRAME}
  &[data-design='new'] {
    padding: 16px;
    border: 1px solid ${themeVar('--shop-cart-color-border')};
    border-radius: ${themeVar('--shop-cart-radius')};
  }
`;

interface NumberActionsProps {
  change: RefObject<HTMLButtonElement | null>;
  onChange: () => void;
  onChangeAccount: () => Promise<void>;
}

/** 'Change number' and 'change account', disabled during every cart change: they alone read that state. */
function NumberActions({ change, onChange, onChangeAccount }: NumberActionsProps) {
  const { t } = useT();
  const busy = useStoreValue(cartBusyAtom);
  return (
    <p>
      <Button ref={change} variant="text" size="small" disabled={busy} onClick={onChange}>
        {t('loyalty.change')}
      </Button>{' '}
      <Button variant="text" size="small" disabled={busy} onClick={() => void onChangeAccount()}>
        {t('loyalty.changeAccount')}
      </Button>
    </p>
  );
}

/**
 * The loyalty-programme section (German tenants only; spec points 2, 4, 5): the number entry, then the
 * number with 'change number' and 'change account'. The new design shows the form at once in a framed
 * box; the old design keeps it behind a button.
 */
export function LoyaltySection() {
  const { t } = useT();
  const f = useFormats();
  const cart = useStoreValue(cartAtom);
  const { tenant, newDesign } = useFragmentConfig();
  const setNumber = useSetAtom(setPaybackNumberAtom);
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const change = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // Once the form closes, the number's change button (or the opener) shows again: focus goes there.
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    (change.current ?? opener.current)?.focus();
  }, [editing]);
  if (!cart || !loyaltyAvailable(tenant)) return null;
  const number = cart.payback?.number;

  const done = () => {
    refocus.current = true;
    setEditing(false);
  };
  const changeAccount = async () => {
    const outcome = await setNumber('');
    if (outcome.result === 'applied') setEditing(true);
  };

  let body;
  if (number && !editing) {
    body = (
      <>
        <p data-loyalty-number="">{t('loyalty.number', { number })}</p>
        <NumberActions change={change} onChange={() => setEditing(true)} onChangeAccount={changeAccount} />
      </>
    );
  } else if (editing || newDesign) {
    body = (
      <LoyaltyForm
        initial={editing ? (number ?? '') : ''}
        onSaved={done}
        onCancel={editing ? done : undefined}
        autoFocus={editing}
      />
    );
  } else {
    body = (
      <Button ref={opener} variant="outlined" size="small" onClick={() => setEditing(true)}>
        {t('loyalty.open')}
      </Button>
    );
  }

  return (
    <section
      css={section}
      aria-labelledby={headingId}
      data-section="loyalty"
      data-design={newDesign ? 'new' : 'old'}
    >
      <h3 id={headingId}>{t('loyalty.heading')}</h3>
      {!number && <p>{t('loyalty.intro')}</p>}
      {body}
      {showsLoyaltyPoints(tenant, cart.payback) && cart.payback?.points ? (
        <p data-loyalty-points="">{t('loyalty.pointsEarned', { points: f.points(cart.payback.points) })}</p>
      ) : null}
    </section>
  );
}
