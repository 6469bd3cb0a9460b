import { css } from '@emotion/react';
import {
  changeNeedsGenericLine,
  changeNotices,
  changeSeverity,
  changesetShowsShopLink,
  SHOP_URLS,
} from '../../domain/index.js';
import { useFormats } from '../../i18n/use-formats.js';
import { useT } from '../../i18n/use-t.js';
import { cartChangesetAtom, useStoreAtom } from '../../state/index.js';
import { Button } from '../../ui/Button.js';
import { Notification } from '../../ui/Notification.js';

const list = css`
  margin: 8px 0;
  padding-left: 20px;
  h2 {
    font-size: 1.1rem;
  }
`;

/**
 * What changed since the cart was last seen (spec point 2): one line per change in the catalogue's words,
 * the box coloured by the severity of the change kind (spec point 4), a link to the shop when a product
 * was removed, and a button to dismiss it.
 */
export function CartChangeNotices() {
  const { t } = useT();
  const f = useFormats();
  const [changeset, setChangeset] = useStoreAtom(cartChangesetAtom);
  const notices = changeNotices(changeset, f.locale, f);
  const generic = changeNeedsGenericLine(changeset);
  if (!changeset || (notices.length === 0 && !generic)) return null;
  // A headline of its own (the outdated appointment's notices.outdatedAppointmentHeadline, spec point 8)
  // heads the notice when every change has it; in a mixed list (or beside the generic line) it leads its
  // own line.
  const sharedHeadline =
    !generic && notices.every((notice) => notice.headlineKey === notices[0]?.headlineKey)
      ? notices[0]?.headlineKey
      : undefined;
  return (
    <Notification variant={changeSeverity(changeset.type)}>
      <section aria-labelledby="shop-cart-changes" data-notice="cart-changes" css={list}>
        <h2 id="shop-cart-changes">{t(sharedHeadline ?? 'notices.heading')}</h2>
        <ul>
          {notices.map((notice, index) => (
            <li key={`${notice.type}-${notice.productId}-${index}`} data-change={notice.type}>
              {notice.headlineKey && !sharedHeadline && <strong>{t(notice.headlineKey)} </strong>}
              {t(notice.key, notice.params)}
            </li>
          ))}
          {generic && <li data-change="other">{t('notices.otherChange')}</li>}
        </ul>
        {changesetShowsShopLink(changeset) && <a href={SHOP_URLS.start}>{t('notices.shopLink')}</a>}
      </section>
      <Button variant="text" onClick={() => setChangeset(null)}>
        {t('notices.dismiss')}
      </Button>
    </Notification>
  );
}
