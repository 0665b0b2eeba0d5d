import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent } from 'react';

/** What a menu that arrives after its stand-in button was used needs to know. */
export interface ArrivingMenuProps {
  /** Open at once: the button was pressed while the menu was on its way. */
  defaultOpen: boolean;
  /** Take over the focus the stand-in button had. */
  focusTrigger: boolean;
}

/** A loader that fetches a menu's module once (and again after a failure, e.g. offline). */
export function menuLoader<P>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  let loading: Promise<ComponentType<P>> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/**
 * A Radix dropdown menu is tens of kB of JavaScript that most visits never use. Until the pointer
 * comes near its button or the button gets focus, a plain button with the closed menu's markup
 * (`standIn`, spread on a <button>) stands in for it; then the menu's module is fetched and
 * `Dropdown` takes the button's place, with `arrival` for its props. A press that comes before the
 * menu has arrived opens it as soon as it has; focus stays on the button across the swap.
 */
export function useMenuOnIntent<P extends ArrivingMenuProps>(load: () => Promise<ComponentType<P>>) {
  const [Dropdown, setDropdown] = useState<ComponentType<P> | null>(null);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const [focusOnArrival, setFocusOnArrival] = useState(false);
  const standInRef = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  function fetchMenu() {
    load().then(
      (component) => {
        if (!mounted.current) return;
        setFocusOnArrival(document.activeElement === standInRef.current);
        setDropdown(() => component);
      },
      // Offline: the button stays as it is; a later try may work.
      () => undefined,
    );
  }

  function press() {
    setOpenOnArrival(true);
    fetchMenu();
  }

  return {
    Dropdown,
    arrival: { defaultOpen: openOnArrival, focusTrigger: focusOnArrival },
    standIn: {
      ref: standInRef,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': false,
      'data-state': 'closed',
      onPointerEnter: fetchMenu,
      onFocus: fetchMenu,
      // As Radix's trigger: the main button without Ctrl (a right click on macOS) opens the menu.
      onPointerDown: (event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) press();
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
          event.preventDefault();
          press();
        }
      },
    },
  };
}

/**
 * The arrived menu's trigger: takes over the focus its stand-in had, unless the menu opens at once
 * (Radix then moves the focus into the menu).
 */
export function useArrivingTrigger({ defaultOpen, focusTrigger }: ArrivingMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, [focusTrigger, defaultOpen]);
  return trigger;
}
