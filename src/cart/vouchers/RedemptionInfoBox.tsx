import { css } from '@emotion/react';
import { useId } from 'react';
import { experiencesCount, redemptionPage } from '../../domain/index.js';
import { useFormats } from '../../i18n/use-formats.js';
import { useT } from '../../i18n/use-t.js';
import { themeVar } from '../../ui/theme.js';
import { useFragmentConfig } from '../fragment/startup/use-fragment-config.js';

const box = css`
  margin-top: 24px;
  padding: 16px;
  border: 1px solid ${themeVar('--shop-cart-color-border')};
  border-radius: ${themeVar('--shop-cart-radius')};
  h2 {
    font-size: 1.125rem;
    margin: 0 0 8px;
  }
  h3 {
    font-size: 1rem;
    margin: 16px 0 8px;
  }
  ol,
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  p {
    margin: 12px 0 0;
  }
`;

const STEPS = ['code', 'choose', 'date', 'ticket'] as const;

/**
 * How a value voucher is redeemed (spec point 2): by code or QR code on the redemption site, choose an
 * experience, agree a date, receive the ticket; the advantages; a link to the brand's redemption page.
 */
export function RedemptionInfoBox() {
  const { t } = useT();
  const f = useFormats();
  const { tenant, tenantConfig } = useFragmentConfig();
  const headingId = useId();
  const page = redemptionPage(tenantConfig);
  const noOfExperiences = f.count(tenantConfig?.noOfExperiences ?? experiencesCount(tenant));
  return (
    <section css={box} aria-labelledby={headingId} part="redemption-info">
      <h2 id={headingId}>{t('redemptionInfo.headline')}</h2>
      <ol>
        {STEPS.map((step) => (
          <li key={step}>{t(`redemptionInfo.steps.${step}`)}</li>
        ))}
      </ol>
      <h3>{t('redemptionInfo.advantages.headline')}</h3>
      <ul>
        <li>{t('redemptionInfo.advantages.validity')}</li>
        <li>{t('redemptionInfo.advantages.service')}</li>
        <li>{t('redemptionInfo.advantages.choice', { noOfExperiences })}</li>
      </ul>
      {page && (
        <p>
          {t('redemptionInfo.link')}: <a href={page.href}>{page.label}</a>
        </p>
      )}
    </section>
  );
}
