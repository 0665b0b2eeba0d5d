import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, so tests read the mail a person
 * would get (epic-stack's readEmail idea) instead of stubbing our mail module.
 */
export interface ReceivedMail {
  to: string[];
  from: string;
  /** The sender's display name ('' without one). */
  fromName: string;
  subject: string;
  text: string;
  html: string;
  /** Every header, by its lower-case name (e.g. list-unsubscribe). */
  headers: Record<string, string>;
}

export class SmtpTestServer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  private waiters: Array<() => void> = [];
  port = 0;

  /** onMail sees every mail as it arrives (the e2e set-up writes them to an inbox folder). */
  constructor(private readonly onMail: (mail: ReceivedMail) => void = () => {}) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Starts listening; pass the old port to bring a "down" server back at the same address. */
  async start(port = this.port): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          PostalMime.parse(Buffer.concat(chunks))
            .then((parsed) => {
              const mail: ReceivedMail = {
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                from: parsed.from?.address ?? '',
                fromName: parsed.from?.name ?? '',
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: parsed.html ?? '',
                headers: Object.fromEntries(parsed.headers.map((header) => [header.key, header.value])),
              };
              this.received.push(mail);
              this.onMail(mail);
              this.waiters.splice(0).forEach((wake) => wake());
              callback();
            })
            .catch((error: unknown) => callback(error as Error));
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  mailsTo(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }

  /** Waits until a mail to the address arrives (with an optional subject), or fails after timeoutMs. */
  async waitForMail(address: string, options: { subject?: string | RegExp; timeoutMs?: number } = {}): Promise<ReceivedMail> {
    const deadline = Date.now() + (options.timeoutMs ?? 10_000);
    const matches = (mail: ReceivedMail) =>
      mail.to.includes(address) &&
      (options.subject === undefined ||
        (typeof options.subject === 'string' ? mail.subject === options.subject : options.subject.test(mail.subject)));
    for (;;) {
      const found = this.received.find(matches);
      if (found) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`No mail to ${address} arrived within the time limit.`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

/** The reset link in a mail (linkFrom(mail, RESET_LINK)). */
export const RESET_LINK = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/;

export function linkFrom(mail: ReceivedMail, pattern = /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_%-]+/): string {
  const match = pattern.exec(mail.text);
  if (!match) throw new Error(`No link in the mail "${mail.subject}".`);
  return match[0];
}
