import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { verificationMail } from '../../src/modules/mail/templates';
import { createLogTransport, logLineFor } from '../../src/modules/mail/transport';

/**
 * Issue 18: without SMTP_URL a self-hosting person finds the verification link in the log. It was
 * inside one escaped JSON string with the whole mail; now it is a plain line with the link as it is.
 */
describe('mail written to the log', () => {
  it('is one plain line naming the mail and its link', () => {
    const line = logLineFor({
      to: 'sam@example.org',
      subject: 'Verify your email',
      text: 'Hello,\n\nOpen http://localhost:3000/verify-email?token=abc_DEF-123 to verify.\n\nIf this was not you, ignore it.',
    });
    expect(line).toBe(
      'Mail not sent (SMTP_URL is not set): “Verify your email” to sam@example.org. Open this link: http://localhost:3000/verify-email?token=abc_DEF-123',
    );
    expect(line).not.toContain('\n');
    expect(logLineFor({ to: 'a@b.c', subject: 'Your password was changed', text: 'No link here.' })).toBe(
      'Mail not sent (SMTP_URL is not set): “Your password was changed” to a@b.c.',
    );
  });

  it('leaves the link unescaped in the JSON log, where a person can copy it', async () => {
    let output = '';
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _encoding, done) => ((output += String(chunk)), done()) }));
    const mail = verificationMail('http://localhost:3000/verify-email?token=tok_123', 24);
    await createLogTransport(logger).send({ from: 'Ladder <no-reply@localhost>', to: 'sam@example.org', ...mail });
    const entry = JSON.parse(output) as { msg: string };
    expect(entry.msg).toContain('Open this link: http://localhost:3000/verify-email?token=tok_123');
    expect(output).toContain('http://localhost:3000/verify-email?token=tok_123');
    expect(entry.msg).not.toContain('\n');
  });
});
