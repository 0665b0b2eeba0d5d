import { Link } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { Menu, MenuItem } from '../ui/Menu';
import { useArrivingTrigger, type ArrivingMenuProps } from '../ui/menu-on-intent';
import { AvatarLabel, avatarButtonClasses } from './avatar-button';

/** The avatar menu itself (Radix DropdownMenu), loaded by AvatarMenu when it is about to be used. */
export function AvatarDropdown({ defaultOpen, focusTrigger }: ArrivingMenuProps) {
  const { user, logout } = useAuth();
  const trigger = useArrivingTrigger({ defaultOpen, focusTrigger });

  return (
    <Menu
      defaultOpen={defaultOpen}
      trigger={
        <button ref={trigger} type="button" aria-label="Account menu" className={avatarButtonClasses}>
          <AvatarLabel email={user?.email} />
        </button>
      }
    >
      {user && <p className="truncate px-3 py-2 text-xs text-slate-600">{user.email}</p>}
      <MenuItem asChild>
        <Link to="/settings">Profile</Link>
      </MenuItem>
      {/* docs/product.md §4: where to get help, one link away, also at the top of every screen (the footer's
          link is below the fold). A public page, another document. */}
      <MenuItem asChild>
        <a href="/crisis">Crisis resources</a>
      </MenuItem>
      <MenuItem onSelect={logout}>Logout</MenuItem>
    </Menu>
  );
}
