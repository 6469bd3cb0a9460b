import { useLayoutEffect, useRef } from 'react';
import { sanitizeServicesHtml } from './sanitize-services-html.js';

/** The services HTML, sanitised, put into the page as nodes (React never sees it as a string). */
export function ServicesBody({ html, newTabText }: { html: string; newTabText: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizeServicesHtml(html, newTabText));
  }, [html, newTabText]);
  return <div ref={ref} data-services-body="" />;
}
