import { UserIcon } from '../ui/icons';
import { focusRing } from '../ui/styles';

export const avatarButtonClasses = `inline-flex size-10 items-center justify-center rounded-full bg-teal-700 text-base font-semibold text-white hover:bg-teal-800 ${focusRing}`;

/** The avatar's face, the same before and after its menu has loaded: the e-mail's initial, else an icon. */
export function AvatarLabel({ email }: { email: string | undefined }) {
  const initial = email?.charAt(0).toUpperCase();
  return initial ? <span aria-hidden="true">{initial}</span> : <UserIcon />;
}
