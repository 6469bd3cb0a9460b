// The Sentry stand-in of the test runner (test/plugins/sentry-collector.mjs): what the elements reported.

export interface Envelope {
  path: string;
  body: string;
}

/** The error reports (envelopes) the stand-in received so far, of project `projectId` or of all. */
export async function sentryReports(projectId?: number): Promise<Envelope[]> {
  const received = (await (await fetch('/sentry/envelopes')).json()) as Envelope[];
  return received.filter((envelope) =>
    projectId === undefined
      ? envelope.path.endsWith('/envelope/')
      : envelope.path === `/sentry/api/${projectId}/envelope/`,
  );
}

/** Forgets what the stand-in received. */
export const clearSentryReports = () => fetch('/sentry/envelopes', { method: 'DELETE' });

/** The start-up data's error reporting, to project `projectId` of the stand-in. */
export const reportingTo = (projectId: number, enabled = true) => ({
  enabled,
  dsn: `http://key@${location.host}/sentry/${projectId}`,
  environment: 'test',
  release: 't',
});
