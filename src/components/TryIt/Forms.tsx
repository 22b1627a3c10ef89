/**
 * The open Try it forms of a page, loaded by ./index.tsx on the first press of an entry's button
 * (a chunk of its own, with ./Form.tsx). From then on it holds the page's one click listener for
 * the buttons: a press on a closed button inserts a region right after it and opens the form of
 * the method the button names (`Try isEmail()` → `isEmail`) there; the button then reports
 * `aria-expanded="true"` and controls the form. A second press closes it and removes the region.
 *
 * The forms are portals into their regions, so they keep the page's contexts (router, site
 * configuration, docs version). Escape in a form closes it as its button does, and puts the focus
 * back on the button.
 *
 * Props: `first`, the button whose press loaded this module (it is opened at once).
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

import Form from './Form';

/** An open form: its button, the region after it, the method, the form's element id. */
type Open = {button: Element; region: HTMLElement; method: string; id: string};

/** The method a Try it button names (`Try isEmail()` → `isEmail`); undefined for other text. */
export function methodOfButton(text: string | null): string | undefined {
  return /^Try (\w+)\(\)$/.exec(text ?? '')?.[1];
}

export default function Forms({first}: {first: Element}): ReactNode {
  const version = useDocsVersion().version;
  const [open, setOpen] = useState<Open[]>([]);
  /** Opens or closes the form of a button (set by the effect below, which holds the regions). */
  const toggleRef = useRef<(button: Element) => void>(undefined);

  useEffect(() => {
    let made = 0;
    const regions = new Map<Element, HTMLElement>();
    const toggle = (button: Element) => {
      const method = methodOfButton(button.textContent);
      if (!method) return;
      const region = regions.get(button);
      if (region) {
        button.setAttribute('aria-expanded', 'false');
        button.removeAttribute('aria-controls');
        region.remove();
        regions.delete(button);
        setOpen((list) => list.filter((o) => o.button !== button));
        return;
      }
      const added = document.createElement('div');
      button.after(added);
      regions.set(button, added);
      const id = `try-it-${method}-${++made}`;
      button.setAttribute('aria-expanded', 'true');
      button.setAttribute('aria-controls', id);
      setOpen((list) => [...list, {button, region: added, method, id}]);
    };
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button.try-it') : null;
      if (button) toggle(button);
    };
    toggleRef.current = toggle;
    toggle(first);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      for (const region of regions.values()) region.remove();
      for (const button of regions.keys()) {
        button.setAttribute('aria-expanded', 'false');
        button.removeAttribute('aria-controls');
      }
      setOpen([]);
    };
    // `first` is the button that loaded the forms; later presses come through the listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const close = (button: Element) => {
    toggleRef.current?.(button);
    (button as HTMLElement).focus();
  };
  return open.map(({button, region, method, id}) =>
    createPortal(<Form id={id} method={method} version={version} onClose={() => close(button)} />, region, id),
  );
}
