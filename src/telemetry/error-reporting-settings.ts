/** The `errorReporting` part of the start-up data. */
export interface ErrorReportingSettings {
  enabled: boolean;
  dsn: string;
  environment: string;
  release: string;
}

export const ERROR_REPORTING_OFF: ErrorReportingSettings = {
  enabled: false,
  dsn: '',
  environment: '',
  release: '',
};

/** Errors that say nothing about our code: browser extensions, aborted loads, resize-observer noise. */
export const IGNORED_ERRORS: (string | RegExp)[] = [
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications',
  'Non-Error promise rejection captured',
  /^AbortError/,
  /chrome-extension:\/\//,
  /moz-extension:\/\//,
];
