import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { cartConfirmationListenersAtom, type CartConfirmationListener } from '../../state/index.js';
import { useFormats } from '../../i18n/use-formats.js';
import { useT } from '../../i18n/use-t.js';
import { changeAnnouncement } from './change-announcement.js';

/**
 * A polite live region (role status), visually hidden and always in the page, that tells screen reader
 * users what each of their own confirmed changes did (a new quantity, a removal, a code applied) and the
 * new total (WCAG 4.1.3). Failures are announced where they are shown, as alerts (ItemError,
 * CartChangeError). Listens in an effect: the server renders the empty region.
 */
export function CartAnnouncer() {
  const store = useStore();
  const { t } = useT();
  const f = useFormats();
  const [text, setText] = useState('');

  useEffect(() => {
    const listeners = store.get(cartConfirmationListenersAtom);
    const listener: CartConfirmationListener = ({ previous, cart, origin }) => {
      if (origin !== 'change') return;
      const { key, values } = changeAnnouncement(previous, cart);
      setText(`${t(key, values)} ${t('cart.announce.total', { total: f.money(cart.total.gross) })}`);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [store, t, f]);

  return (
    <p role="status" data-visually-hidden="" data-announcement="">
      {text}
    </p>
  );
}
