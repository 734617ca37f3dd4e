import '@testing-library/jest-dom/vitest';
import { Field } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../testing/render-route.tsx';
import { ChoiceDropdown } from './choice-dropdown.tsx';

const CHOICES = [
  ['', 'Todos'],
  ['ACTIVE', 'Activo'],
  ['DISABLED', 'Deshabilitado'],
] as const;

function renderDropdown() {
  const onChange = vi.fn();
  render(
    <TestProviders>
      <Field label="Estado">
        <ChoiceDropdown choices={CHOICES} value="ACTIVE" onChange={onChange} />
      </Field>
    </TestProviders>,
  );
  return { onChange, user: userEvent.setup() };
}

afterEach(cleanup);

describe('a dropdown whose list loads with its first use', () => {
  it('is drawn closed with its label, value and state before it has loaded', () => {
    renderDropdown();
    const combobox = screen.getByRole('combobox', { name: 'Estado' });
    expect(combobox).toHaveTextContent('Activo');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox.closest('.fui-Dropdown')).not.toBeNull();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens on a click and gives the chosen value', async () => {
    const { onChange, user } = renderDropdown();
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Deshabilitado' }));
    expect(onChange).toHaveBeenCalledWith('DISABLED');
  });

  it('opens from the keyboard with the focus on it, and Escape closes it', async () => {
    const { onChange, user } = renderDropdown();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    const combobox = screen.getByRole('combobox', { name: 'Estado' });
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
  });
});
