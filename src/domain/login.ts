/**
 * Logged in means a non-empty hashed customer e-mail in the start-up data (spec point 6); `null`, an
 * empty or blank text means an anonymous visitor.
 */
export function isLoggedIn(customerEmailHash: string | null | undefined): boolean {
  return typeof customerEmailHash === 'string' && customerEmailHash.trim() !== '';
}
