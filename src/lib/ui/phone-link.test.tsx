import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../testing/render-route.tsx';
import { groupedPhone, PhoneLink } from './phone-link.tsx';

afterEach(cleanup);

describe('PhoneLink', () => {
  it('shows a ten-digit number in the groups it is read aloud in, and calls the bare digits', () => {
    render(
      <TestProviders>
        <PhoneLink phone="4690457869" />
      </TestProviders>,
    );
    const link = screen.getByRole('link', { name: '469 045 7869' });
    expect(link).toHaveAttribute('href', 'tel:4690457869');
  });

  it('marks the number as a phone with an icon, unlike a name link', () => {
    render(
      <TestProviders>
        <PhoneLink phone="461 555 0142" />
      </TestProviders>,
    );
    expect(screen.getByRole('link', { name: '461 555 0142' }).querySelector('svg')).not.toBeNull();
  });

  it('groups a number with the country code and leaves others as written', () => {
    expect(groupedPhone('+52 (469) 045-7869')).toBe('+52 469 045 7869');
    expect(groupedPhone('469-045-7869')).toBe('469 045 7869');
    expect(groupedPhone('+1 555 0100 22')).toBe('+1 555 0100 22');
  });
});
