import { createContext, useContext } from 'react';
import { ERROR_REPORTING_OFF } from './error-reporting-settings.js';
import { createErrorReporter, type ErrorReporter } from './error-reporter.js';

const OFF = createErrorReporter(ERROR_REPORTING_OFF, {});

export const ErrorReporterContext = createContext<ErrorReporter>(OFF);

export const useErrorReporter = (): ErrorReporter => useContext(ErrorReporterContext);
