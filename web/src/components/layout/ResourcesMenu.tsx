import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent } from 'react';
import { ResourcesLabel, resourcesTriggerClasses } from './public-nav';
import type { ResourcesDropdownProps } from './ResourcesDropdown';

let loading: Promise<ComponentType<ResourcesDropdownProps>> | null = null;

/** The Radix dropdown (about 30 kB of JavaScript compressed), fetched once. */
function loadDropdown(): Promise<ComponentType<ResourcesDropdownProps>> {
  loading ??= import('./ResourcesDropdown').then(
    (module) => module.ResourcesDropdown,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Spec §2: the public bar's Resources dropdown. The Radix menu is most of the JavaScript a public
 * page would otherwise need, and most visitors never open it: until the pointer comes near the
 * button or the button gets focus, a plain button with the closed menu's markup stands in for it.
 * A press that comes before the menu has arrived opens it as soon as it has; focus stays on the
 * button across the swap. The footer links every page too, with or without JavaScript.
 */
export function ResourcesMenu() {
  const [Dropdown, setDropdown] = useState<ComponentType<ResourcesDropdownProps> | null>(null);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const [focusOnArrival, setFocusOnArrival] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  function fetchMenu() {
    loadDropdown().then(
      (component) => {
        if (!mounted.current) return;
        setFocusOnArrival(document.activeElement === standIn.current);
        setDropdown(() => component);
      },
      // Offline: the button stays as it is, the footer still links every page; a later try may work.
      () => undefined,
    );
  }

  function press() {
    setOpenOnArrival(true);
    fetchMenu();
  }

  if (Dropdown) return <Dropdown defaultOpen={openOnArrival} focusTrigger={focusOnArrival} />;

  return (
    <button
      ref={standIn}
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      data-state="closed"
      className={resourcesTriggerClasses}
      onPointerEnter={fetchMenu}
      onFocus={fetchMenu}
      // As Radix's trigger: the main button without Ctrl (a right click on macOS) opens the menu.
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) press();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
          event.preventDefault();
          press();
        }
      }}
    >
      <ResourcesLabel />
    </button>
  );
}
