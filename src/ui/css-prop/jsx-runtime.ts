// The JSX runtime of every component (tsconfig's `jsxImportSource`, through package.json's "imports"):
// React's own, where Emotion's `css` prop becomes a class name. Every `css` of src/ is static: its rules
// were serialized at build time into the sheet each shadow root adopts (scripts/build-styles.mjs), and the
// production build replaces the `css` call by its name. So nothing is parsed or inserted while rendering,
// no component wraps each styled element, and Emotion's run-time compiler is not in the bundle. A style
// that depends on a value known only while rendering has no place here: use a `data-*` attribute and a
// rule for each value, or a CSS custom property in `style`.
import type { SerializedStyles } from '@emotion/react';
import type { JSX as ReactJSX, JSXElementConstructor, Key, ReactElement } from 'react';
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { classNameOf } from './class-name.js';

export { Fragment };

type Props = Record<string, unknown> & { css?: SerializedStyles | null; className?: unknown };
type ElementType = string | JSXElementConstructor<never>;

/** The props React gets: `css` folded into `className` after the element's own classes, as Emotion does. */
function withClassName(props: Props): Record<string, unknown> {
  if (props.css == null) return props;
  const { css: styles, ...rest } = props;
  const own = classNameOf(styles);
  rest.className = typeof props.className === 'string' && props.className ? `${props.className} ${own}` : own;
  return rest;
}

export const jsx = (type: ElementType, props: Props, key?: Key): ReactElement =>
  reactJsx(type as never, withClassName(props), key);

export const jsxs = (type: ElementType, props: Props, key?: Key): ReactElement =>
  reactJsxs(type as never, withClassName(props), key);

/** React's JSX types, where every element that takes a `className` also takes a static `css`. */
// eslint-disable-next-line @typescript-eslint/no-namespace
export namespace JSX {
  export type ElementType = ReactJSX.ElementType;
  export type Element = ReactJSX.Element;
  export type ElementClass = ReactJSX.ElementClass;
  export type ElementAttributesProperty = ReactJSX.ElementAttributesProperty;
  export type ElementChildrenAttribute = ReactJSX.ElementChildrenAttribute;
  export type LibraryManagedAttributes<C, P> = P extends unknown
    ? ('className' extends keyof P ? { css?: SerializedStyles } : unknown) &
        ReactJSX.LibraryManagedAttributes<C, P>
    : never;
  export type IntrinsicAttributes = ReactJSX.IntrinsicAttributes;
  export type IntrinsicClassAttributes<T> = ReactJSX.IntrinsicClassAttributes<T>;
  export type IntrinsicElements = {
    [K in keyof ReactJSX.IntrinsicElements]: ReactJSX.IntrinsicElements[K] & { css?: SerializedStyles };
  };
}
