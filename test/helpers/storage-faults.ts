// Makes browser storage misbehave for one test and puts it back afterwards.
const restores: (() => void)[] = [];

/** Replaces a property of an object (own or inherited) for the rest of the test. */
export function override<T extends object>(target: T, name: string, descriptor: PropertyDescriptor): void {
  const own = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { configurable: true, ...descriptor });
  restores.push(() => {
    if (own) Object.defineProperty(target, name, own);
    else delete (target as Record<string, unknown>)[name];
  });
}

const refuse = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

/** Every Storage method throws, in local and session storage alike. */
export function storageThrowsEverywhere(): void {
  for (const name of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
    override(Storage.prototype, name, { value: refuse, writable: true });
  }
}

/** `window.localStorage` itself cannot be reached (as in some privacy modes). */
export function localStorageUnavailable(): void {
  override(window, 'localStorage', { get: refuse });
}

/** `window.sessionStorage` itself cannot be reached. */
export function sessionStorageUnavailable(): void {
  override(window, 'sessionStorage', { get: refuse });
}

/** `document.cookie` throws on read and write (as in a sandboxed document). */
export function cookiesUnavailable(): void {
  override(document, 'cookie', { get: refuse, set: refuse });
}

/** Cookies blocked by the browser: `document.cookie` reads empty and every write is dropped silently. */
export function cookiesBlocked(): void {
  override(document, 'cookie', { get: () => '', set: () => undefined });
}

/** Cookies that can be read but ignore writes (a full jar, an extension): old values stay. */
export function cookiesIgnoreWrites(): void {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  const read = () => String(descriptor?.get?.call(document) ?? '');
  override(document, 'cookie', { get: read, set: () => undefined });
}

/** setItem throws a quota error when `isTooMuch(key, value)` says so. */
export function storageFullWhen(isTooMuch: (key: string, value: string) => boolean): void {
  const original = Storage.prototype.setItem;
  override(Storage.prototype, 'setItem', {
    writable: true,
    value(this: Storage, key: string, value: string) {
      if (isTooMuch(key, value)) {
        throw new DOMException(
          "Failed to execute 'setItem' on 'Storage': exceeded the quota.",
          'QuotaExceededError',
        );
      }
      original.call(this, key, value);
    },
  });
}

/** Puts every overridden property back, newest first. */
export function restoreStorage(): void {
  for (const restore of restores.splice(0).reverse()) restore();
}

/** The names of the cookies `document.cookie` shows. */
function visibleCookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
}

/**
 * Resolves once the page's cookie writes so far have reached the cookie jar and `document.cookie` shows
 * the jar. WebKit answers `document.cookie` from a copy in the page's process, which the network process
 * keeps current with a notice of each change; the notice of a write can arrive after a later change and
 * show an old value again, or a deleted cookie (WebKitGTK 2.50: in one round of a hundred or more of
 * write, write, delete when the page talks to the API between rounds; once in a CI run, for the length
 * of three API calls, which failed the next test). An asynchronous read of the cookie jar is answered
 * only after the network process has handled every earlier write, and so after their notices.
 */
export async function cookiesSettled(): Promise<void> {
  const jar = (window as { cookieStore?: { getAll(): Promise<unknown[]> } }).cookieStore;
  await (jar ? jar.getAll() : new Promise((resolve) => setTimeout(resolve, 10)));
}

/**
 * Deletes cookies (on path /): those named, or every one the page can see; and waits until they stay
 * deleted (`cookiesSettled`).
 */
export async function forgetCookies(names?: readonly string[]): Promise<void> {
  const left = () => visibleCookieNames().filter((name) => !names || names.includes(name));
  for (let round = 0; round < 5; round++) {
    for (const name of names ?? left()) document.cookie = `${name}=; Max-Age=0; Path=/`;
    await cookiesSettled();
    if (left().length === 0) return;
  }
  throw new Error(`cookies came back after five deletions: ${left().join(', ')}`);
}

/** A clean slate: no cookies, nothing in local or session storage. */
export async function clearBrowserStorage(): Promise<void> {
  restoreStorage();
  localStorage.clear();
  sessionStorage.clear();
  await forgetCookies();
}

/** Each test on empty browser storage, with the storage's own functions back after it. */
export function freshStorageEachTest(): void {
  beforeEach(clearBrowserStorage);
  afterEach(restoreStorage);
}
