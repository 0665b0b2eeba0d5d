import { Menu, MenuItem } from '../ui/Menu';
import { useArrivingTrigger, type ArrivingMenuProps } from '../ui/menu-on-intent';
import { RESOURCES, ResourcesLabel, resourcesTriggerClasses } from './public-nav';

/** The Resources menu itself (Radix DropdownMenu), loaded by ResourcesMenu when it is about to be used. */
export function ResourcesDropdown({ defaultOpen, focusTrigger }: ArrivingMenuProps) {
  const trigger = useArrivingTrigger({ defaultOpen, focusTrigger });

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
