// Outgoing mail: nodemailer to SMTP_URL, or into the log when it is unset. Outside production the
// logged mail includes its text (links included), so a demo without SMTP can still reset a
// password; in production only the recipient and subject are logged, never a link or token.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (!config.SMTP_URL) {
    const showText = config.NODE_ENV !== 'production';
    return {
      async send(message) {
        if (showText)
          log.info(
            { mail: { to: message.to, subject: message.subject, text: message.text } },
            'mail (SMTP_URL unset)',
          );
        else
          log.warn(
            { mail: { to: message.to, subject: message.subject } },
            'mail not sent: SMTP_URL is unset',
          );
      },
    };
  }
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    async send(message) {
      await transport.sendMail({ from: config.MAIL_FROM, ...message });
    },
  };
}
