// The one date field: it keeps what was typed and says what is wrong in the format it
// shows, never rewrites a year, and hands the form a day or the text it could not take.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../testing/render-route.tsx';
import { DateField, type DateFieldProps } from './date-field.tsx';

afterEach(cleanup);

function Harness(props: Partial<DateFieldProps> & { onValue: (value: string) => void; initial?: string }) {
  const { onValue, initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <TestProviders>
      <DateField
        label="Desde"
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </TestProviders>
  );
}

function typeAndLeave(text: string) {
  const input = screen.getByRole('combobox', { name: 'Desde' });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return input;
}

describe('DateField', () => {
  it('has the accessible name of its label', () => {
    render(<Harness onValue={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Desde' })).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  });

  it('reads dd/mm/aaaa and shows the day with its four-digit year', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = typeAndLeave('5/3/2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-03-05');
    expect(input).toHaveValue('05/03/2026');
    expect(screen.queryByText(/Usa el formato/)).not.toBeInTheDocument();
  });

  it('reads dd/mm/aa as 20aa', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    expect(typeAndLeave('01/12/26')).toHaveValue('01/12/2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-01');
  });

  it('keeps 01/01/1900 as typed, says the range, and hands the form no day', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = typeAndLeave('01/01/1900');
    expect(input).toHaveValue('01/01/1900');
    expect(screen.getByText('Escribe una fecha entre el 01/01/2000 y el 31/12/2099.')).toBeInTheDocument();
    expect(onValue).toHaveBeenLastCalledWith('01/01/1900');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('never empties itself on text that is no day: it keeps it and asks for dd/mm/aaaa', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} initial="2026-11-20" />);
    const input = typeAndLeave('31/02/2026');
    expect(input).toHaveValue('31/02/2026');
    expect(screen.getByText('Usa el formato dd/mm/aaaa.')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('31/02/2026');
    fireEvent.blur(input);
    expect(input).toHaveValue('31/02/2026');
  });

  it('says the form’s own range message for a day outside the range it was given', () => {
    render(
      <Harness
        onValue={vi.fn()}
        min="2025-11-26"
        max="2026-11-26"
        outOfRangeMessage="La fecha del pago debe estar entre el 26/11/25 y el 26/11/26."
      />,
    );
    expect(typeAndLeave('01/01/1990')).toHaveValue('01/01/1990');
    expect(
      screen.getByText('La fecha del pago debe estar entre el 26/11/25 y el 26/11/26.'),
    ).toBeInTheDocument();
  });

  it('clears its message once the text is fixed, and empties on purpose', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    typeAndLeave('01/01/1900');
    typeAndLeave('01/01/2026');
    expect(screen.queryByText(/Escribe una fecha entre/)).not.toBeInTheDocument();
    expect(onValue).toHaveBeenLastCalledWith('2026-01-01');
    typeAndLeave('');
    expect(onValue).toHaveBeenLastCalledWith('');
  });
});
