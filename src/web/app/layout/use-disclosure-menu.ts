import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A disclosure dropdown (WAI-ARIA "disclosure navigation" pattern): a button toggles a panel,
 * hovering opens it for mouse users, Escape closes it and returns focus to the button, and it
 * closes when focus or a click lands outside. Lighter than a popover library on every page.
 */
export function useDisclosureMenu<Root extends HTMLElement>({ openOnHover }: { openOnHover: boolean }) {
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const open = pinned || hovered;
  const panelId = useId();
  const rootRef = useRef<Root>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setPinned(false);
    setHovered(false);
  }, []);

  useEffect(() => {
    if (!pinned) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [pinned, close]);

  return {
    open,
    close,
    rootProps: {
      ref: rootRef,
      onMouseEnter: openOnHover ? () => setHovered(true) : undefined,
      onMouseLeave: openOnHover ? () => setHovered(false) : undefined,
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      },
      onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        close();
        toggleRef.current?.focus();
      },
    },
    toggleProps: {
      ref: toggleRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      // A click pins a menu that hovering opened, rather than closing it under the pointer.
      onClick: () => {
        if (pinned) close();
        else setPinned(true);
      },
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
