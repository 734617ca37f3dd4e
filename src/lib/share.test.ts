// The one builder of WhatsApp addresses: a Mexican phone as recorded opens that chat.
import { describe, expect, it } from 'vitest';
import { whatsAppLink, whatsAppNumber } from './share.ts';

describe('whatsAppNumber', () => {
  it('turns a recorded Mexican phone into 52 and its 10 digits', () => {
    for (const phone of [
      '4611234567',
      '461 123 4567',
      '(461) 123-4567',
      '+52 461 123 4567',
      '52 4611234567',
      '+521 461 123 4567',
    ]) {
      expect(whatsAppNumber(phone), phone).toBe('524611234567');
    }
  });

  it('knows no number for a missing or short phone', () => {
    for (const phone of [null, undefined, '', '123 4567', '+1 415 555 0100 22']) {
      expect(whatsAppNumber(phone), String(phone)).toBeNull();
    }
  });
});

describe('whatsAppLink', () => {
  it("opens the customer's chat with the text and the link", () => {
    const href = whatsAppLink({ text: 'Tu recibo:', url: 'https://ventas.example.mx/r/abc' }, '461 123 4567');
    expect(href).toBe(
      `https://wa.me/524611234567?text=${encodeURIComponent('Tu recibo: https://ventas.example.mx/r/abc')}`,
    );
  });

  it("opens WhatsApp's own chooser without a known phone", () => {
    expect(whatsAppLink({ text: 'Hola' }, null)).toBe('https://wa.me/?text=Hola');
  });
});
