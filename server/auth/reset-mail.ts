// The Spanish mail with the single-use link to choose a new password.
import type { MailMessage } from '../mail/mailer.ts';

export function newPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/new-password?token=${encodeURIComponent(token)}`;
}

export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Restablece tu contraseña de Agroventas',
    text: [
      `Hola, ${firstName}:`,
      '',
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Agroventas.',
      'Para elegir una nueva contraseña, abre este enlace. Vale por 1 hora y se puede usar una sola vez:',
      '',
      link,
      '',
      'Si no solicitaste el cambio, ignora este correo: tu contraseña seguirá siendo la misma.',
      '',
      'Equipo Agroventas',
    ].join('\n'),
  };
}
