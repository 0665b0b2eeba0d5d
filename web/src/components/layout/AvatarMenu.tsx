import { useAuth } from '../../auth/auth-context';
import { menuLoader, useMenuOnIntent } from '../ui/menu-on-intent';
import { AvatarLabel, avatarButtonClasses } from './avatar-button';

/** The Radix dropdown (with what it shares with dialogs, about 25 kB compressed), fetched once. */
const loadDropdown = menuLoader(() => import('./AvatarDropdown').then((module) => module.AvatarDropdown));

/**
 * docs/product.md §21: round avatar menu with Profile and Logout. The menu itself loads when it is about to be
 * used (ui/menu-on-intent.ts): the pointer nears the button, or it gets focus.
 */
export function AvatarMenu() {
  const { user } = useAuth();
  const { Dropdown, arrival, standIn } = useMenuOnIntent(loadDropdown);
  if (Dropdown) return <Dropdown {...arrival} />;
  return (
    <button type="button" aria-label="Account menu" className={avatarButtonClasses} {...standIn}>
      <AvatarLabel email={user?.email} />
    </button>
  );
}
