// The element's one Trusted Types policy for script URLs: the payment providers' scripts and the Intl
// warm-up worker (intl-warm-up.ts). Under `require-trusted-types-for 'script'` a script's or a
// worker's URL must be a TrustedScriptURL; the policy lets through exactly the URLs the element asked to
// load. A page may create a policy name only once, so this module owns it.

interface TrustedTypePolicyLike {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL: (url: string) => string }): TrustedTypePolicyLike;
}

/**
 * The name of the element's Trusted Types policy; a page that lists policy names must allow it. It kept
 * its first name when the worker joined the payment scripts, so that no host's list has to change.
 */
export const TRUSTED_TYPES_POLICY = 'shop-cart-payments';

const allowedUrls = new Set<string>();
let policy: TrustedTypePolicyLike | null | undefined;

function scriptPolicy(): TrustedTypePolicyLike | null {
  if (policy !== undefined) return policy;
  const trustedTypes = (window as unknown as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  try {
    policy =
      trustedTypes?.createPolicy(TRUSTED_TYPES_POLICY, {
        createScriptURL: (url) => {
          if (!allowedUrls.has(url)) throw new TypeError(`${url} is not a script of <shop-cart>`);
          return url;
        },
      }) ?? null;
  } catch {
    // The page's trusted-types directive does not allow the name: plain strings, which such a page refuses.
    policy = null;
  }
  return policy;
}

/**
 * `url` (absolute) as a script or worker URL: a TrustedScriptURL where the browser has Trusted Types, the
 * plain string elsewhere. Assign it to a script's `src` or pass it to `new Worker`.
 */
export function trustedScriptUrl(url: string): string {
  allowedUrls.add(url);
  // A TrustedScriptURL stands where a string goes: script.src and new Worker take either.
  return (scriptPolicy()?.createScriptURL(url) ?? url) as string;
}
