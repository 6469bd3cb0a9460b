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
