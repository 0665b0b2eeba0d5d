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
      <MenuItem onSelect={logout}>Logout</MenuItem>
    </Menu>
  );
}
