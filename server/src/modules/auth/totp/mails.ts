import { plainNotice as notice, type MailContent } from '../../mail/templates';

/**
 * Notices about the second factor, in the calm style of mail/templates.ts: what changed, and what to
 * do if it was not the person. No health text, and no code or secret, ever.
 */
export function secondFactorOnMail(supportEmail: string): MailContent {
  return notice('Two-step sign-in is on', [
    'Two-step sign-in was just turned on for your Ladder account. From now on, signing in asks for a code from your authenticator app after your password.',
    'Keep your recovery codes somewhere safe: each one lets you sign in once if your phone is not at hand.',
    `If you did not do this, please reset your password and contact ${supportEmail} straight away.`,
  ]);
}

export function secondFactorOffMail(supportEmail: string): MailContent {
  return notice('Two-step sign-in is off', [
    'Two-step sign-in was just turned off for your Ladder account. Signing in now needs only your password, and your recovery codes no longer work.',
    `If you did not do this, please reset your password and contact ${supportEmail} straight away.`,
  ]);
}

export function recoveryCodeUsedMail(codesLeft: number, supportEmail: string): MailContent {
  const left =
    codesLeft === 0
      ? 'That was your last recovery code. To get new ones, turn two-step sign-in off and on again in Settings, under Security.'
      : `You have ${codesLeft} recovery ${codesLeft === 1 ? 'code' : 'codes'} left. Each one works once.`;
  return notice('A recovery code was used to sign in', [
    'Someone just signed in to your Ladder account with your password and one of your recovery codes.',
    left,
    `If this was not you, please reset your password and contact ${supportEmail} straight away.`,
  ]);
}
