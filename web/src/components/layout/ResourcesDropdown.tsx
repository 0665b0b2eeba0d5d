import { useEffect, useRef } from 'react';
import { Menu, MenuItem } from '../ui/Menu';
import { RESOURCES, ResourcesLabel, resourcesTriggerClasses } from './public-nav';

export interface ResourcesDropdownProps {
  /** Open at once: the button was pressed while this was on its way. */
  defaultOpen: boolean;
  /** Take over the focus the stand-in button had. */
  focusTrigger: boolean;
}

/** The Resources menu itself (Radix DropdownMenu), loaded by ResourcesMenu when it is about to be used. */
export function ResourcesDropdown({ defaultOpen, focusTrigger }: ResourcesDropdownProps) {
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, [focusTrigger, defaultOpen]);

  return (
    <Menu
      defaultOpen={defaultOpen}
      trigger={
        <button ref={trigger} type="button" className={resourcesTriggerClasses}>
          <ResourcesLabel />
        </button>
      }
    >
      {RESOURCES.map((resource) => (
        <MenuItem key={resource.to} asChild>
          <a href={resource.to}>{resource.label}</a>
        </MenuItem>
      ))}
    </Menu>
  );
}
