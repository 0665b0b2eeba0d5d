import { Link } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { UserIcon } from '../ui/icons';
import { Menu, MenuItem } from '../ui/Menu';
import { focusRing } from '../ui/styles';

/** Spec §2: round avatar menu with Profile and Logout. */
export function AvatarMenu() {
  const { user, logout } = useAuth();
  const initial = user?.email.charAt(0).toUpperCase();
  return (
    <Menu
      trigger={
        <button
          type="button"
          aria-label="Account menu"
          className={`inline-flex size-10 items-center justify-center rounded-full bg-teal-700 text-base font-semibold text-white hover:bg-teal-800 ${focusRing}`}
        >
          {initial ? <span aria-hidden="true">{initial}</span> : <UserIcon />}
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
