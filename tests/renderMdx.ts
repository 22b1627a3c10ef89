/**
 * Test helper: compiles MDX as the docs are compiled (MDX 3, React's automatic runtime) with the
 * plugins given, and renders it to static HTML.
 *
 * Input: the MDX source; `remarkPlugins` and `rehypePlugins` (unified plugins, default none);
 * `components`, the MDX components by name (as src/theme/MDXComponents.tsx provides them to the
 * site). Output: the HTML React writes. Throws what MDX throws on a source it cannot compile.
 */
import React from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import type {MDXComponents} from 'mdx/types';
import type {PluggableList} from 'unified';

export async function renderMdx(
  source: string,
  options: {
    remarkPlugins?: PluggableList;
    rehypePlugins?: PluggableList;
    components?: MDXComponents;
  } = {},
): Promise<string> {
  const {evaluate} = await import('@mdx-js/mdx');
  const {default: Content} = await evaluate(source, {
    ...runtime,
    remarkPlugins: options.remarkPlugins ?? [],
    rehypePlugins: options.rehypePlugins ?? [],
  });
  return renderToStaticMarkup(React.createElement(Content, {components: options.components ?? {}}));
}
