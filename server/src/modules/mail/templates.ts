import { escapeHtml } from '../../lib/html';

/**
 * Plain, calm mails with a text and an HTML part. Links are built from APP_URL by the caller,
 * never from the request's Host header (a forged Host would otherwise send people elsewhere).
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on reminders (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
  /** A sender name in place of MAIL_FROM's, keeping its address (reminders: a name that says nothing about health). */
  fromName?: string;
}


function layout(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`).join('');
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(link.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:14px;color:#475569">If the button does not work, copy this address into your browser:<br>${escapeHtml(link.href)}</p>`
    : '';
  return `<!doctype html><html lang="en"><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${body}${button}<p style="margin:32px 0 0;font-size:13px;color:#64748b">Ladder is a self-help tool. It is not therapy or medical care. In a crisis, call your local emergency number; in the US, call or text 988.</p></body></html>`;
}

const FOOTER = '\n\n--\nLadder is a self-help tool. It is not therapy or medical care.\nIn a crisis, call your local emergency number; in the US, call or text 988.';

export function verificationMail(link: string, validHours: number): MailContent {
  const lines = [
    'Welcome to Ladder.',
    `Please confirm your email address by opening the link below. It works once and expires in ${validHours} hours.`,
  ];
  const ignore = 'If you did not create an account, you can ignore this email.';
  return {
    subject: 'Confirm your email address',
    text: `${lines.join('\n\n')}\n\n${link}\n\n${ignore}${FOOTER}`,
    html: layout([...lines, ignore], { href: link, label: 'Confirm email address' }),
  };
}

/**
 * Someone registered an address that already has a verified account. Its owner is told, with a
 * reset link in case they had forgotten the password (issue 15, "no squatting"); the person who
 * registered sees the same answer as for a new address.
 */
export function alreadyRegisteredMail(loginLink: string, resetLink: string | null, resetMinutes: number): MailContent {
  const lines = [
    'Someone, probably you, tried to create a Ladder account with this email address. You already have an account, and nothing about it has changed.',
    `You can sign in at ${loginLink}.`,
  ];
  const tail = 'If this was not you, you can ignore this email. Nobody can sign in without your password.';
  if (resetLink) {
    lines.push(`If you have forgotten your password, this link lets you choose a new one. It works once and expires in ${resetMinutes} minutes.`);
    return {
      subject: 'You already have a Ladder account',
      text: `${lines.join('\n\n')}\n\n${resetLink}\n\n${tail}${FOOTER}`,
      html: layout([...lines, tail], { href: resetLink, label: 'Choose a new password' }),
    };
  }
  return {
    subject: 'You already have a Ladder account',
    text: `${lines.join('\n\n')}\n\n${tail}${FOOTER}`,
    html: layout([...lines, tail], { href: loginLink, label: 'Sign in' }),
  };
}

/** The link from "Forgot your password?": single use, 60 minutes. */
export function passwordResetMail(link: string, validMinutes: number): MailContent {
  const lines = [
    'Someone, probably you, asked to reset the password of your Ladder account.',
    `Open the link below to choose a new password. It works once and expires in ${validMinutes} minutes. Choosing a new password signs out every device.`,
  ];
  const tail = 'If you did not ask for this, you can ignore this email: your password stays as it is.';
  return {
    subject: 'Reset your Ladder password',
    text: `${lines.join('\n\n')}\n\n${link}\n\n${tail}${FOOTER}`,
    html: layout([...lines, tail], { href: link, label: 'Choose a new password' }),
  };
}

export function passwordChangedMail(supportEmail: string): MailContent {
  const lines = [
    'The password of your Ladder account was just changed, and every device that was signed in has been signed out.',
    `If you did not do this, please contact ${supportEmail} straight away.`,
  ];
  return {
    subject: 'Your password was changed',
    text: `${lines.join('\n\n')}${FOOTER}`,
    html: layout(lines),
  };
}

export function accountDeletedMail(): MailContent {
  const lines = [
    'Your Ladder account and everything in it have been deleted: your lists, Y-BOCS answers, exposures, sessions, journal and progress.',
    'This cannot be undone. If you come back one day, you are welcome to start a new account.',
    'Take care of yourself.',
  ];
  return { subject: 'Your Ladder account has been deleted', text: `${lines.join('\n\n')}${FOOTER}`, html: layout(lines) };
}

/** A notice with no link: what changed, and what to do if it was not the person (security mails). */
export function plainNotice(subject: string, lines: string[]): MailContent {
  return { subject, text: `${lines.join('\n\n')}${FOOTER}`, html: layout(lines) };
}
