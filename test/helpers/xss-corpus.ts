// Hostile input for every text, URL and HTML channel of the page (issue 10, point 9). A payload that
// runs calls `__xss(id)`; an element it manages to inject carries `data-xss`. Sections add their inputs
// as channels of test/cart/xss/*.test.ts and reuse the corpus and the checks below.

export type XssKind =
  /** Markup and script in places that show text. */
  | 'text'
  /** Addresses that must not run script nor leave the site when they only look relative. */
  | 'url'
  /** Markup an HTML channel (sanitised with DOMPurify) may keep in part: the script must go. */
  | 'html';

export interface XssPayload {
  id: number;
  kind: XssKind;
  value: string;
}

const texts: string[] = [
  '<script>__xss(ID)</script>',
  '<img src=x onerror=__xss(ID) data-xss>',
  '"><svg onload=__xss(ID) data-xss>',
  "'><img src=x onerror=__xss(ID) data-xss>",
  '<iframe data-xss srcdoc="<script>parent.__xss(ID)</script>"></iframe>',
  '<a href="javascript:__xss(ID)" data-xss>Klick</a>',
  '<details open ontoggle=__xss(ID) data-xss>',
  '<body onload=__xss(ID) data-xss>',
  "<style>@import 'javascript:__xss(ID)';</style>",
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(ID) data-xss>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(ID) data-xss>">',
  '<svg><script>__xss(ID)</script></svg>',
  '<input autofocus onfocus=__xss(ID) data-xss>',
  '<video><source onerror=__xss(ID) data-xss></video>',
  '<object data="javascript:__xss(ID)" data-xss></object>',
  '<embed src="javascript:__xss(ID)" data-xss>',
  '<form action="javascript:__xss(ID)" data-xss><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(ID)" data-xss>',
  '<base href="javascript:__xss(ID)//" data-xss>',
  '<marquee onstart=__xss(ID) data-xss>x</marquee>',
  "{{constructor.constructor('__xss(ID)')()}}",
  '${__xss(ID)}',
  '{{__xss(ID)}}',
  '$t(errors.generic) __xss(ID)',
  '<img src=x onerror=__xss(ID) data-xss',
  '<scr<script>ipt>__xss(ID)</scr</script>ipt>',
  '&lt;img src=x onerror=__xss(ID) data-xss&gt;',
  '<svg/onload=__xss(ID) data-xss>',
  '<a href=" javascript:__xss(ID)" data-xss>x</a>',
  '<xmp><img src=x onerror=__xss(ID) data-xss></xmp>',
  '<template><img src=x onerror=__xss(ID) data-xss></template><img src=x onerror=__xss(ID) data-xss>',
  '\u202e<img src=x onerror=__xss(ID) data-xss>',
  '<img src="x" onerror="&#95;&#95;xss(ID)" data-xss>',
  '<div style="background:url(javascript:__xss(ID))" data-xss>x</div>',
  '<svg><a xlink:href="javascript:__xss(ID)" data-xss><text>x</text></a></svg>',
  '<audio src=x onerror=__xss(ID) data-xss>',
  '__proto__',
  'constructor',
  '</h3><h1 data-xss>Gefälscht</h1><h3>',
  '<!--<img src=x onerror=__xss(ID) data-xss>-->',
  '<![CDATA[<img src=x onerror=__xss(ID) data-xss>]]>',
  '"onmouseover="__xss(ID)"',
  "' onfocus='__xss(ID)' autofocus='",
  '\u0000<img src=x onerror=__xss(ID) data-xss>',
];

const urls: string[] = [
  'javascript:__xss(ID)',
  'JaVaScRiPt:__xss(ID)',
  'java\tscript:__xss(ID)',
  'java\nscript:__xss(ID)',
  ' \u0001javascript:__xss(ID)',
  'javascript&colon;__xss(ID)',
  'data:text/html,<script>__xss(ID)</script>',
  'data:text/html;base64,BASE64(<script>__xss(ID)</script>)',
  'vbscript:__xss(ID)',
  '//evil.example/phish',
  '/\\evil.example/phish',
  '\\\\evil.example/phish',
  '/\t/evil.example/',
  'http://evil.example/" onmouseover="__xss(ID)',
  'x" onerror="__xss(ID)" data-xss="',
  'javascript://%0a__xss(ID)',
  '%6A%61%76%61%73%63%72%69%70%74:__xss(ID)',
  '\u0000javascript:__xss(ID)',
  'jav&#x09;ascript:__xss(ID)',
  'blob:https://evil.example/0b8e6a4e',
  'file:///etc/passwd',
  '/./\\evil.example',
  '\u202e//evil.example',
];

const html: string[] = [
  '<b>fett</b><img src=x onerror=__xss(ID) data-xss>',
  '<p>Rabatt <a href="javascript:__xss(ID)" data-xss>hier</a></p>',
  '<span style="color:red" onclick="__xss(ID)" data-xss>rot</span>',
  '<svg><foreignObject><img src=x onerror=__xss(ID) data-xss></foreignObject></svg>',
];

const withId = (value: string, id: number) =>
  value.replaceAll('ID', String(id)).replace(/BASE64\((.*)\)$/, (_, inner: string) => btoa(inner));

/** The corpus (71 payloads), each with its own id in the script it would run. */
export const XSS_PAYLOADS: readonly XssPayload[] = [
  ...texts.map((value) => ({ kind: 'text' as const, value })),
  ...urls.map((value) => ({ kind: 'url' as const, value })),
  ...html.map((value) => ({ kind: 'html' as const, value })),
].map((payload, index) => ({ ...payload, id: index + 1, value: withId(payload.value, index + 1) }));

type ProbeWindow = Window & { __xss?: (id: number) => void };

/** Records every payload that runs (`__xss(id)`), until `restore()`. */
export function installXssProbe() {
  const hits: number[] = [];
  const target = window as ProbeWindow;
  target.__xss = (id: number) => hits.push(id);
  return {
    hits,
    restore: () => {
      delete target.__xss;
    },
  };
}

const FOREIGN_ELEMENTS = 'script, iframe, object, embed, base, meta, frame, frameset, link[rel="import"]';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data'] as const;

/** True for an address a link may lead to: http(s), and only this origin when it looks relative. */
export function isSafeLink(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw, window.location.href);
  } catch {
    return true; // the browser cannot follow it either
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return /^\s*https?:\/\//i.test(raw) || url.origin === window.location.origin;
}

/** True for an address an image may load from: http(s) on any host, or data:image. */
export function isSafeImage(raw: string): boolean {
  if (/^data:image\//i.test(raw.trim())) return true;
  try {
    return ['http:', 'https:'].includes(new URL(raw, window.location.href).protocol);
  } catch {
    return true;
  }
}

/** What a payload managed to inject into `root`: foreign elements, handlers, marked elements, unsafe addresses. */
export function injections(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (element.matches(FOREIGN_ELEMENTS)) found.push(`<${tag}> element`);
    if (element.hasAttribute('data-xss')) found.push(`<${tag} data-xss>`);
    for (const attribute of element.getAttributeNames()) {
      if (attribute.startsWith('on')) found.push(`<${tag} ${attribute}>`);
    }
    const safe = tag === 'img' || tag === 'source' ? isSafeImage : isSafeLink;
    for (const name of URL_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null && !safe(value)) found.push(`<${tag} ${name}="${value}">`);
    }
    const srcset = element.getAttribute('srcset');
    for (const candidate of srcset?.split(/,\s+/) ?? []) {
      const address = candidate.trim().split(/\s+/)[0] ?? '';
      if (address && !isSafeImage(address)) found.push(`<${tag} srcset="${srcset}">`);
    }
  }
  return found;
}
