import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { testConfig } from '../test/helper.ts';
import { createMailer } from './mailer.ts';

function fakeLogger() {
  const info = vi.fn();
  const warn = vi.fn();
  return { log: { info, warn } as unknown as FastifyBaseLogger, info, warn };
}

const message = {
  to: 'ana@agroventas.mx',
  subject: 'Restablece tu contraseña',
  text: 'Enlace: /new-password?token=SECRETO',
};

describe('mail without SMTP', () => {
  it('writes the whole mail to the log outside production, so a demo can follow its links', async () => {
    const { log, info } = fakeLogger();
    await createMailer(testConfig({ NODE_ENV: 'development' }), log).send(message);
    expect(JSON.stringify(info.mock.calls)).toContain('token=SECRETO');
  });

  it('never logs the text (links, tokens) in production', async () => {
    const { log, info, warn } = fakeLogger();
    await createMailer(testConfig({ NODE_ENV: 'production' }), log).send(message);
    expect(info).not.toHaveBeenCalled();
    expect(JSON.stringify(warn.mock.calls)).toContain('ana@agroventas.mx');
    expect(JSON.stringify(warn.mock.calls)).not.toContain('SECRETO');
  });
});
