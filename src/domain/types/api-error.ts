/** The body of a failed call (HTTP 4xx/5xx); every member is optional. */
export interface ApiErrorBody {
  /** A server error code of spec point 8. */
  code?: number;
  message?: string;
  /** Names such as 'User not authenticated' or 'COUNT_EXCEEDED'. */
  key?: string;
  fields?: { appointmentIds?: string[]; [field: string]: unknown };
}
