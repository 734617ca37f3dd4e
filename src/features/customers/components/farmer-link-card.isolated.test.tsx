// Sharing the farmer's link from a phone: the share sheet where the browser has one,
// else a WhatsApp link carrying the text and the link.
import '@testing-library/jest-dom/vitest';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FarmerLinkCard } from './farmer-link-card.tsx';

vi.mock('./qr-code.tsx', () => ({ QrCode: () => null }));

const LINK = 'https://ventas.example.mx/farmer?objective=/simulator';

function renderCard(phone?: string) {
  render(
    <FluentProvider theme={webLightTheme}>
      <FarmerLinkCard origin="https://ventas.example.mx" phone={phone} />
    </FluentProvider>,
  );
  return userEvent.setup({ delay: null });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FarmerLinkCard sharing', () => {
  it('opens the share sheet with a short Spanish text and the link where navigator.share exists', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    const user = renderCard();

    await user.click(screen.getByRole('button', { name: 'Compartir' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Simulador Agroventas',
      text: 'Entra al simulador de rentabilidad de Agroventas con tu clave de cliente:',
      url: LINK,
    });
  });

  it('offers a WhatsApp link with the text and the link where it does not', () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    renderCard();

    const whatsApp = screen.getByRole('link', { name: 'Compartir por WhatsApp' });
    const href = new URL(whatsApp.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(
      `Entra al simulador de rentabilidad de Agroventas con tu clave de cliente: ${LINK}`,
    );
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: 'Compartir' })).not.toBeInTheDocument();
  });

  it("opens the customer's own WhatsApp chat when its phone is known, beside the share sheet", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    const user = renderCard('(461) 123-4567');

    const whatsApp = screen.getByRole('link', { name: 'Compartir por WhatsApp' });
    const href = new URL(whatsApp.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/524611234567');
    expect(href.searchParams.get('text')).toBe(
      `Entra al simulador de rentabilidad de Agroventas con tu clave de cliente: ${LINK}`,
    );
    await user.click(screen.getByRole('button', { name: 'Compartir' }));
    expect(share).toHaveBeenCalledOnce();
  });
});
