import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Real SMTP delivery (nodemailer), with short time-outs so a hung server only delays the next try. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as never);
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * One plain line a person can read in the log and copy a link from (issue 18): the whole text with
 * its line breaks came out as one escaped JSON string, the link buried in it.
 */
export function logLineFor(mail: { to: string; subject: string; text: string }): string {
  const links = [...new Set(mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
  const open = links.length === 0 ? '' : ` Open ${links.length === 1 ? 'this link' : 'these links'}: ${links.join('  ')}`;
  // Curly quotes: straight ones come out escaped (\") in the JSON log line.
  return `Mail not sent (SMTP_URL is not set): “${mail.subject}” to ${mail.to}.${open}`;
}

/**
 * Without SMTP_URL the mail is written to the server log, links included, so a person running
 * Ladder on their own machine can still verify their address. These are account mails only;
 * no health text is ever mailed.
 */
export function createLogTransport(logger: FastifyBaseLogger): MailTransport {
  return {
    async send(mail) {
      logger.info({ mail: { to: mail.to, subject: mail.subject } }, logLineFor(mail));
    },
    close() {},
  };
}
