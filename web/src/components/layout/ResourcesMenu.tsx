import { menuLoader, useMenuOnIntent } from '../ui/menu-on-intent';
import { ResourcesLabel, resourcesTriggerClasses } from './public-nav';

/** The Radix dropdown (about 30 kB of JavaScript compressed), fetched once. */
const loadDropdown = menuLoader(() => import('./ResourcesDropdown').then((module) => module.ResourcesDropdown));

/**
 * docs/product.md §6: the public bar's Resources dropdown. The Radix menu is most of the JavaScript a public
 * page would otherwise need, and most visitors never open it: it loads when it is about to be used
 * (ui/menu-on-intent.ts). The footer links every page too, with or without JavaScript.
 */
export function ResourcesMenu() {
  const { Dropdown, arrival, standIn } = useMenuOnIntent(loadDropdown);
  if (Dropdown) return <Dropdown {...arrival} />;
  return (
    <button type="button" className={resourcesTriggerClasses} {...standIn}>
      <ResourcesLabel />
    </button>
  );
}
