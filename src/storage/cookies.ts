import { COOKIE_DEFAULT_PATH, cookieIsSecure } from '../domain/index.js';
import type { CookieSpec } from './storage-keys.js';

/**
 * The `document.cookie` assignment for a cookie: path `/`, SameSite Lax, `Secure` except on localhost.
 * A `maxAgeSeconds` of 0 removes the cookie.
 */
export function cookieString(name: string, value: string, maxAgeSeconds: number, hostname: string): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    `Path=${COOKIE_DEFAULT_PATH}`,
    'SameSite=Lax',
  ];
  if (cookieIsSecure(hostname)) parts.push('Secure');
  return parts.join('; ');
}

const currentHostname = (): string => {
  try {
    return window.location.hostname;
  } catch {
    return '';
  }
};

/** The decoded value of a cookie, or `null` when it is missing or cookies are unavailable. */
export function readCookie(name: string): string | null {
  let all: string;
  try {
    all = document.cookie;
  } catch {
    return null; // sandboxed documents throw on document.cookie
  }
  for (const pair of all.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** Writes a cookie with its lifetime; returns false when cookies are unavailable. */
export function writeCookie(cookie: CookieSpec, value: string): boolean {
  try {
    document.cookie = cookieString(cookie.name, value, cookie.maxAgeSeconds, currentHostname());
    return true;
  } catch {
    return false;
  }
}

/** Removes a cookie (on path `/`); never throws. */
export function removeCookie(name: string): void {
  try {
    document.cookie = cookieString(name, '', 0, currentHostname());
  } catch {
    // cookies unavailable: nothing to remove
  }
}
