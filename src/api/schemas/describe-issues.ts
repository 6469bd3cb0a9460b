import type * as v from 'valibot';

/** 'items.0.quantity: Invalid type …' for the first few issues: enough to find the fault in a log. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path?.map((item) => String(item.key)).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** An ISO 8601 date and time that the platform can read. */
export const isReadableDate = (text: string): boolean => !Number.isNaN(Date.parse(text));
