// The plain-React floor of the page-load benchmark: a React 19 root that renders the element's own
// server-rendered markup and CSS (read from the static floor's DOM into a tree), in a shadow root of a plain
// div: React's own cost for the same DOM, without the element, Emotion, i18next or jotai.
import { createElement, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** A node of the markup: text, or [tag, attributes, children]. */
export type FloorNode = string | [string, Record<string, string>, FloorNode[]];

export interface FloorTree {
  css: string;
  nodes: FloorNode[];
}

const PROPS: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  datetime: 'dateTime',
  colspan: 'colSpan',
};

function toReact(node: FloorNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, attributes, children] = node;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(attributes)) {
    if (tag === 'option' && name === 'selected') props.selected = true;
    else props[PROPS[name] ?? name] = value;
  }
  return createElement(tag, props, ...children.map(toReact));
}

function Floor({ tree }: { tree: FloorTree }) {
  useEffect(() => {
    (window as unknown as { floorReady?: boolean }).floorReady = true;
  }, []);
  return (
    <>
      <style>{tree.css}</style>
      {tree.nodes.map(toReact)}
    </>
  );
}

const source = document.getElementById('floor-tree');
const host = document.getElementById('floor');
if (source && host) {
  const tree = JSON.parse(source.textContent ?? '{}') as FloorTree;
  createRoot(host.attachShadow({ mode: 'open' })).render(<Floor tree={tree} />);
}
