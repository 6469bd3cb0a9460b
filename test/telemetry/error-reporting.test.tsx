import { expect, waitUntil } from '@open-wc/testing';
import { createRoot, type Root } from 'react-dom/client';
import type { ShopLocale } from '../../src/domain/locale.js';
import { createTexts } from '../../src/i18n/create-texts.js';
import { prepareLocale } from '../../src/i18n/locale-catalogues.js';
import { TextsContext } from '../../src/i18n/texts-context.js';
import { ERROR_REPORTING_OFF } from '../../src/telemetry/error-reporting-settings.js';
import { createErrorReporter, type ErrorReporter } from '../../src/telemetry/error-reporter.js';
import { ErrorReporterContext } from '../../src/telemetry/ErrorReporterContext.js';
import { FragmentErrorBoundary } from '../../src/telemetry/FragmentErrorBoundary.js';
import { FragmentErrorScreen } from '../../src/telemetry/FragmentErrorScreen.js';
import { settledReact } from '../helpers/settle.js';

interface Envelope {
  path: string;
  query: string;
  body: string;
}

const envelopes = async (): Promise<Envelope[]> =>
  (await fetch('/sentry/envelopes')).json() as Promise<Envelope[]>;
type ReportDialog = { eventId?: string; lang?: string };
/** The query of the feedback dialog's script, as the stand-in service saw it. */
async function reportDialog(): Promise<ReportDialog> {
  const seen = () => (window as { __reportDialog?: ReportDialog }).__reportDialog;
  await waitUntil(seen, 'report dialog');
  return seen() ?? {};
}
const dsn = () => `http://publickey@${location.host}/sentry/7`;

function Broken(): never {
  throw new Error('Kaputt beim Rendern');
}

let root: Root | undefined;
let container: HTMLElement | undefined;

function renderBroken(reporter: ErrorReporter, locale: ShopLocale = 'de') {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <TextsContext.Provider value={createTexts('JS', locale)}>
      <ErrorReporterContext.Provider value={reporter}>
        <FragmentErrorBoundary
          reporter={reporter}
          renderErrorScreen={(id) => <FragmentErrorScreen eventId={id} />}
        >
          <Broken />
        </FragmentErrorBoundary>
      </ErrorReporterContext.Provider>
    </TextsContext.Provider>,
  );
}

/** React logs caught render errors; keep the test output readable. */
function quietConsole() {
  const original = console.error;
  console.error = () => undefined;
  return () => (console.error = original);
}

describe('error reporting', () => {
  let restoreConsole: () => void;
  beforeEach(async () => {
    await fetch('/sentry/envelopes', { method: 'DELETE' });
    restoreConsole = quietConsole();
  });
  afterEach(() => {
    root?.unmount();
    container?.remove();
    restoreConsole();
    delete (window as { __reportDialog?: unknown }).__reportDialog;
  });

  it('reports a rendering error to its own client and shows the error screen with "Fehler melden"', async () => {
    renderBroken(
      createErrorReporter(
        { enabled: true, dsn: dsn(), environment: 'test', release: '1.0.0' },
        { fragment: 'shop-cart' },
      ),
    );
    await waitUntil(() => container?.querySelector('[part="error-screen"]'), 'error screen', {
      timeout: 5000,
    });
    const screen = container!.querySelector('[part="error-screen"]')!;
    expect(screen.querySelector('h2')?.textContent).to.equal('Es tut uns leid!');
    expect(screen.textContent).to.contain('Ein technischer Fehler liegt vor.');
    expect(screen.textContent).to.contain(
      'Bitte hilf uns, damit wir das Problem schnellstmöglich beheben können!',
    );
    await expect(screen).to.be.accessible();

    await waitUntil(
      async () => (await envelopes()).some((e) => e.path === '/sentry/api/7/envelope/'),
      'envelope sent',
      {
        timeout: 5000,
      },
    );
    const [envelope] = (await envelopes()).filter((e) => e.path === '/sentry/api/7/envelope/');
    expect(envelope?.body).to.contain('Kaputt beim Rendern');
    expect(envelope?.body).to.contain('"environment":"test"');
    expect(envelope?.body).to.contain('"release":"1.0.0"');
    expect(envelope?.body).to.contain('"fragment":"shop-cart"');
    const eventId = /"event_id":"([0-9a-f]{32})"/.exec(envelope?.body ?? '')?.[1];

    const button = screen.querySelector('button')!;
    expect(button.textContent).to.equal('Fehler melden');
    button.click();
    const dialog = await reportDialog();
    expect(dialog.eventId).to.equal(eventId);
    expect(dialog.lang).to.equal('de');
  });

  it('opens the feedback dialog of an English cart in English', async () => {
    await prepareLocale('en');
    renderBroken(
      createErrorReporter({ enabled: true, dsn: dsn(), environment: 'test', release: '1.0.0' }, {}),
      'en',
    );
    await waitUntil(() => container?.querySelector('[part="error-screen"] button'), 'error screen', {
      timeout: 5000,
    });
    const button = container!.querySelector<HTMLButtonElement>('[part="error-screen"] button')!;
    expect(button.textContent).to.equal('Report error');
    button.click();
    expect((await reportDialog()).lang).to.equal('en');
  });

  it('does not install global handlers: an error elsewhere on the page is not reported', async () => {
    const reporter = createErrorReporter(
      { enabled: true, dsn: dsn(), environment: 'test', release: '1' },
      {},
    );
    renderBroken(reporter);
    await waitUntil(() => container?.querySelector('[part="error-screen"]'), 'error screen', {
      timeout: 5000,
    });
    await waitUntil(async () => (await envelopes()).length > 0);
    await fetch('/sentry/envelopes', { method: 'DELETE' });
    const seen = new Promise((resolve) =>
      window.addEventListener('unhandledrejection', resolve, { once: true }),
    );
    void Promise.reject(new Error('someone else’s error'));
    await seen;
    // A global handler would have heard the rejection before us and reported it before this marker.
    await reporter.report(new Error('marker after the page error'));
    await waitUntil(async () => (await envelopes()).length > 0, 'the marker report', { timeout: 5000 });
    const bodies = (await envelopes()).map((envelope) => envelope.body);
    expect(bodies).to.have.length(1);
    expect(bodies[0]).to.contain('marker after the page error');
  });

  it('gives up on a reporting client whose chunk hangs, after the chunk time-out (issue 22)', async () => {
    const hanging = createErrorReporter(
      { enabled: true, dsn: dsn(), environment: 'test', release: '1.0.0' },
      {},
      { load: () => new Promise<never>(() => undefined), timeoutMs: 20 },
    );
    // Before, the report waited for ever, and the boundary with it.
    expect(await hanging.report(new Error('a rendering error'))).to.equal(undefined);
  });

  it('renders nothing when reporting is off (no event id, so no error screen)', async () => {
    const off = createErrorReporter(ERROR_REPORTING_OFF, {});
    const reports: Promise<string | undefined>[] = [];
    const reporter: ErrorReporter = {
      ...off,
      report: (error, extra) => {
        const report = off.report(error, extra);
        reports.push(report);
        return report;
      },
    };
    // The boundary catches the error and asks the reporter while React commits; what it does with the
    // answer has run once act() is over.
    await settledReact(() => renderBroken(reporter));
    expect(reports, 'the boundary caught the error and asked the reporter').to.have.length(1);
    expect(await reports[0]).to.equal(undefined);
    expect(container?.childElementCount).to.equal(0);
    expect(await envelopes()).to.deep.equal([]);
    // Whether the reporting code is loaded: test/e2e/error-reporting-chunk.test.ts (real chunks of dist/).
  });
});
