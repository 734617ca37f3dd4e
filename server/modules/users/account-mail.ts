// The Spanish mails of staff accounts: the invitation with its link to choose a password, and the
// notice that a pending account was approved (with the same kind of link when it has no password).
import type { MailMessage } from '../../mail/mailer.ts';

export const INVITE_TOKEN_TTL_DAYS = 7;

const SIGNATURE = ['', 'Equipo Agroventas'];

export function invitationMail(to: string, firstName: string, link: string, roleLabel: string): MailMessage {
  return {
    to,
    subject: 'Te invitaron a Agroventas',
    text: [
      `Hola, ${firstName}:`,
      '',
      `Se creó tu cuenta de Agroventas con el rol ${roleLabel}.`,
      `Para elegir tu contraseña, abre este enlace. Vale por ${INVITE_TOKEN_TTL_DAYS} días y se puede usar una sola vez:`,
      '',
      link,
      '',
      `Después entra con tu correo (${to}) y tu nueva contraseña.`,
      ...SIGNATURE,
    ].join('\n'),
  };
}

export function approvalMail(
  to: string,
  firstName: string,
  roleLabel: string,
  link: string | null,
): MailMessage {
  const passwordLines = link
    ? [
        'Puedes entrar con tu cuenta de Microsoft. Si también quieres entrar con tu correo y una contraseña,',
        `elígela con este enlace (vale por ${INVITE_TOKEN_TTL_DAYS} días y se puede usar una sola vez):`,
        '',
        link,
      ]
    : ['Ya puedes entrar con tu correo y tu contraseña.'];
  return {
    to,
    subject: 'Tu cuenta de Agroventas fue aprobada',
    text: [
      `Hola, ${firstName}:`,
      '',
      `Tu cuenta de Agroventas fue aprobada con el rol ${roleLabel}.`,
      ...passwordLines,
      ...SIGNATURE,
    ].join('\n'),
  };
}
