import '@testing-library/jest-dom/vitest';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../testing/render-route.tsx';
import { InitialsAvatar, initialsOf } from './initials-avatar.tsx';

describe('the initials in the top bar', () => {
  it('take the first letter of the first and the last word', () => {
    expect(initialsOf('María de la Luz Pérez')).toBe('MP');
    expect(initialsOf('  ángel   ruiz ')).toBe('ÁR');
    expect(initialsOf('Ana')).toBe('A');
    expect(initialsOf('')).toBe('');
  });

  it('are decoration: hidden from assistive technology, the same colour for the same name', () => {
    const { container } = render(
      <TestProviders>
        <InitialsAvatar name="Carlos Consultor" />
        <InitialsAvatar name="Carlos Consultor" />
      </TestProviders>,
    );
    const [first, second] = container.querySelectorAll('[data-avatar]');
    expect(first).toHaveAttribute('aria-hidden', 'true');
    expect(first).toHaveTextContent('CC');
    expect(first!.className).toBe(second!.className);
  });
});
