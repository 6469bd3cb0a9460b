import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.js';

/**
 * The express checkout area ('Mit 1-Klick bezahlen'), separated from the next-step button by 'oder'. The
 * payment buttons come with the express payments; without any, the area is empty and shows nothing, but
 * stays in the page as the target of the sticky bar's scroll button (`[data-express-checkout]`).
 */
export function ExpressCheckoutSlot({ children }: { children?: ReactNode }) {
  const { t } = useT();
  const hasButtons = Boolean(children);
  return (
    <div data-express-checkout="" part="express-checkout">
      {hasButtons && (
        <>
          <h3>{t('summary.express')}</h3>
          {children}
          <p data-separator="">{t('summary.or')}</p>
        </>
      )}
    </div>
  );
}
