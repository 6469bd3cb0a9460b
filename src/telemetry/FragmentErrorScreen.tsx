import { css } from '@emotion/react';
import { useTexts } from '../i18n/texts-context.js';
import { Button } from '../ui/Button.js';
import { useErrorReporter } from './ErrorReporterContext.js';

const screen = css`
  padding: 24px 0;
  h2 {
    margin: 0 0 8px;
  }
  p {
    margin: 0 0 16px;
  }
`;

/** Shown instead of the cart after a rendering error that was reported (spec point 2). */
export function FragmentErrorScreen({ eventId }: { eventId: string }) {
  // The feedback dialog speaks the element's language, the one its texts are in.
  const { t, language } = useTexts();
  const reporter = useErrorReporter();
  return (
    <section css={screen} part="error-screen" aria-labelledby="shop-cart-error-headline">
      <h2 id="shop-cart-error-headline">{t('errorScreen.headline')}</h2>
      <p>{t('errorScreen.message')}</p>
      <p>{t('errorScreen.help')}</p>
      <Button onClick={() => void reporter.showReportDialog(eventId, language)}>
        {t('errorScreen.report')}
      </Button>
    </section>
  );
}
