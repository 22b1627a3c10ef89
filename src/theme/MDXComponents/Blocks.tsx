/**
 * Paragraphs and lists of the docs' Markdown as static islands (./island.tsx): when React hydrates
 * a server-rendered page, it adopts their HTML (inline code, links, nested lists) instead of
 * hydrating every element inside; on client-side navigation they render as usual.
 *
 * Props: those MDX gives the element (`children`, and `className` for task lists). `Ul` keeps the
 * theme's own list component (@theme/MDXComponents/Ul, which styles task lists) for the usual
 * render; the adopted render takes the class the server wrote.
 */
import {type ComponentProps, type ReactNode} from 'react';
import MDXUl from '@theme/MDXComponents/Ul';

import {useIsland} from './island';

export function P({children, ...props}: ComponentProps<'p'>): ReactNode {
  const {id, adopted} = useIsland(children);
  return adopted ? (
    <p {...props} data-island={id} {...adopted} />
  ) : (
    <p {...props} data-island={id}>
      {children}
    </p>
  );
}

export function Ul({children, ...props}: ComponentProps<'ul'>): ReactNode {
  const {id, adopted} = useIsland(children);
  return adopted ? (
    <ul {...props} data-island={id} {...adopted} />
  ) : (
    <MDXUl {...props} {...{'data-island': id}}>
      {children}
    </MDXUl>
  );
}

export function Ol({children, ...props}: ComponentProps<'ol'>): ReactNode {
  const {id, adopted} = useIsland(children);
  return adopted ? (
    <ol {...props} data-island={id} {...adopted} />
  ) : (
    <ol {...props} data-island={id}>
      {children}
    </ol>
  );
}
