import type { ReminderKind } from '@ladder/contracts';
import { escapeHtml } from '../../lib/html';
import type { MailContent } from '../mail/templates';
import type { PushMessage } from '../push/send-push';

/**
 * What a reminder says, per kind. A reminder can be read by anyone who sees a lock screen or an
 * inbox, so it says nothing about health, OCD or what the person practises: one neutral line and a
 * link (issue 17 item 6; docs/practice.md §7). The sender name is the app's name alone, whatever
 * MAIL_FROM's name says. Tests check every word against a list of health terms.
 */
interface ReminderWording {
  subject: string;
  line: string;
  /** Where the link opens in the app. */
  path: string;
  /** The footer's "you get this because…". */
  because: string;
}

const WORDING: Record<ReminderKind, ReminderWording> = {
  daily_practice: {
    subject: "Time for today's practice",
    line: "Time for today's practice.",
    path: '/dashboard',
    because: 'You get this because you turned on daily reminders in Ladder.',
  },
  // The relapse-prevention plan's weekly booster: the words say "week", never "booster" or the plan,
  // and the link opens the dashboard, not /relapse-plan (an address is read on lock screens too).
  weekly_booster: {
    subject: "Time for this week's practice",
    line: "Time for this week's practice.",
    path: '/dashboard',
    because: 'You get this because you turned on a weekly reminder in Ladder.',
  },
};

export const REMINDER_SENDER_NAME = 'Ladder';

export function reminderMail(kind: ReminderKind, links: { appUrl: string; unsubscribeUrl: string }): MailContent {
  const wording = WORDING[kind];
  const open = `${links.appUrl}${wording.path}`;
  const settings = `${links.appUrl}/settings?tab=reminders`;
  const text =
    `${wording.line}\n\nOpen Ladder: ${open}\n\n--\n${wording.because}\n` +
    `Stop these reminders: ${links.unsubscribeUrl}\nChange the time: ${settings}`;
  const small = 'margin:0 0 8px;font-size:13px;color:#475569';
  const html =
    '<!doctype html><html lang="en"><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">' +
    `<p style="margin:0 0 16px">${escapeHtml(wording.line)}</p>` +
    `<p style="margin:24px 0"><a href="${escapeHtml(open)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">Open Ladder</a></p>` +
    `<p style="margin:32px 0 8px;font-size:13px;color:#475569">${escapeHtml(wording.because)}</p>` +
    `<p style="${small}"><a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#0f766e">Stop these reminders</a> · ` +
    `<a href="${escapeHtml(settings)}" style="color:#0f766e">Change the time</a></p></body></html>`;
  return {
    subject: wording.subject,
    text,
    html,
    fromName: REMINDER_SENDER_NAME,
    // RFC 2369 and RFC 8058: mail clients show their own "unsubscribe", which POSTs to this URL.
    headers: { 'List-Unsubscribe': `<${links.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function reminderPush(kind: ReminderKind): PushMessage {
  const wording = WORDING[kind];
  return { title: 'Ladder', body: wording.line, url: wording.path, tag: kind };
}
