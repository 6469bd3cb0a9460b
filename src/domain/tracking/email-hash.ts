/** The fixed salt put before an e-mail address when it is hashed for tracking. */
export const EMAIL_HASH_SALT = 'shop-cart:email:v1:';

/**
 * The SHA-256 hash (lower-case hex) of the fixed salt plus the lower-cased e-mail address,
 * computed with Web Crypto.
 */
export async function hashEmail(email: string): Promise<string> {
  const data = new TextEncoder().encode(EMAIL_HASH_SALT + email.toLowerCase());
  const digest = await crypto.subtle.digest('SHA-256', data);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
