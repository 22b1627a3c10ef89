/**
 * Paragraphs and lists of the docs' Markdown as static islands (./island.tsx): when React hydrates
 * a server-rendered page, it adopts their HTML (inline code, links, nested lists) instead of
 * hydrating every element inside; on client-side navigation they render as usual.
 *
 * Props: those MDX gives the element (`children`, and `className` for task lists). `Ul` keeps the
 * theme's own list component (@theme/MDXComponents/Ul, which styles task lists) for the usual
 * render; the adopted render takes the class the server wrote.
 */
import {type ElementType, type HTMLAttributes, type ReactNode} from 'react';
import MDXUl from '@theme/MDXComponents/Ul';

import {useIsland} from './island';

/** What MDX gives a paragraph or a list: its children and, for a task list, a class. */
type BlockProps = HTMLAttributes<HTMLElement> & {start?: number};

/**
 * An island block for `tag`: the usual render goes through `Usual` (the tag itself, or the theme's
 * component for it) with `data-island` added; the adopted render is the bare tag with the server's
 * HTML and class.
 */
function islandBlock(tag: 'p' | 'ul' | 'ol', Usual: ElementType = tag) {
  const Adopted = tag as ElementType;
  return function IslandBlock({children, ...props}: BlockProps): ReactNode {
    const {id, adopted} = useIsland(children);
    if (adopted) return <Adopted {...props} data-island={id} {...adopted} />;
    return (
      <Usual {...props} data-island={id}>
        {children}
      </Usual>
    );
  };
}

export const P = islandBlock('p');
export const Ul = islandBlock('ul', MDXUl);
export const Ol = islandBlock('ol');
