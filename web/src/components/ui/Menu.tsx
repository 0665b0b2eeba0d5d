import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * A Radix dropdown menu with the app's look. The trigger is passed in as a ready
 * button. The content stays next to its trigger (no portal), inside the page's landmarks.
 */
export function Menu({
  trigger,
  children,
  defaultOpen = false,
}: {
  trigger: ReactNode;
  children: ReactNode;
  /** Open from the start (a menu that arrived after its button was pressed). */
  defaultOpen?: boolean;
}) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const itemClasses =
  'block w-full cursor-pointer rounded-md px-3 py-2 text-left text-sm text-slate-800 outline-none data-highlighted:bg-teal-50 data-highlighted:text-teal-900';

/** A menu item; pass a link as the child for navigation, or onSelect for an action. */
export function MenuItem({
  children,
  onSelect,
  asChild = false,
}: {
  children: ReactNode;
  onSelect?: () => void;
  asChild?: boolean;
}) {
  return (
    <DropdownMenu.Item asChild={asChild} onSelect={onSelect} className={itemClasses}>
      {children}
    </DropdownMenu.Item>
  );
}
