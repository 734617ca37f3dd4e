import '@testing-library/jest-dom/vitest';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyLine, type ProductLine } from '../product-lines.ts';
import { ProductLinesEditor, type ProductOption } from './product-lines-editor.tsx';

const PRODUCTS: ProductOption[] = [
  { id: 7, label: 'DK-4050 · DEKALB 4050', basePrice: 3000 },
  { id: 9, label: 'DK-2061 · DEKALB 2061', basePrice: 2450.5 },
];

function Editor({ kind = 'sale' as const }: { kind?: 'sale' | 'voucher' }) {
  const [lines, setLines] = useState<ProductLine[]>([emptyLine()]);
  return <ProductLinesEditor kind={kind} lines={lines} products={PRODUCTS} onChange={setLines} />;
}

function openEditor(kind: 'sale' | 'voucher' = 'sale') {
  render(
    <FluentProvider theme={webLightTheme}>
      <Editor kind={kind} />
    </FluentProvider>,
  );
  return userEvent.setup({ delay: null });
}

async function type(
  user: ReturnType<typeof userEvent.setup>,
  line: HTMLElement,
  label: string,
  text: string,
) {
  const input = within(line).getByLabelText(label);
  await user.clear(input);
  await user.paste(text);
}

afterEach(cleanup);

describe('ProductLinesEditor', () => {
  it('starts a line with every number empty, hinting 0, and a total of $0.00', () => {
    openEditor();
    const line = screen.getByRole('group', { name: 'Producto 1' });
    for (const label of [
      'Cantidad (bolsas)',
      'Precio por bolsa',
      'Descuento',
      'Hectáreas',
      'Rendimiento (t/ha)',
      'Inversión ($)',
    ]) {
      // Empty, not "0": typing 10 on a phone gave "010".
      expect(within(line).getByLabelText(label)).toHaveValue(null);
      expect(within(line).getByLabelText(label)).toHaveAttribute('placeholder', '0');
    }
    expect(within(line).getByTestId('line-total')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('grand-total')).toHaveTextContent('$0.00');
  });

  it('takes 10 typed into an untouched quantity as 10, and selects what is there on focus', async () => {
    const user = openEditor('voucher');
    const line = screen.getByRole('group', { name: 'Producto 1' });
    const quantity = within(line).getByLabelText('Cantidad (bolsas)');
    await user.click(quantity);
    await user.keyboard('10');
    expect(quantity).toHaveValue(10);
    // Tapping the field again and typing replaces the number instead of appending to it.
    await user.click(screen.getByText('Producto 1'));
    await user.click(quantity);
    await user.keyboard('12');
    expect(quantity).toHaveValue(12);
  });

  it('computes quantity × price − discount live: 14 × 3000 − 0 = $42,000.00', async () => {
    const user = openEditor();
    const line = screen.getByRole('group', { name: 'Producto 1' });
    await type(user, line, 'Cantidad (bolsas)', '14');
    await type(user, line, 'Precio por bolsa', '3000');
    expect(within(line).getByTestId('line-total')).toHaveTextContent('$42,000.00');
    expect(screen.getByTestId('grand-total')).toHaveTextContent('$42,000.00');
  });

  it('never lets a discount larger than the line take the total below $0.00', async () => {
    const user = openEditor();
    const line = screen.getByRole('group', { name: 'Producto 1' });
    await type(user, line, 'Cantidad (bolsas)', '2');
    await type(user, line, 'Precio por bolsa', '100');
    await type(user, line, 'Descuento', '250.75');
    expect(within(line).getByTestId('line-total')).toHaveTextContent('$0.00');
  });

  it('sums the lines in cents without float drift and drops a removed line from the total', async () => {
    const user = openEditor();
    await type(user, screen.getByRole('group', { name: 'Producto 1' }), 'Cantidad (bolsas)', '3');
    await type(user, screen.getByRole('group', { name: 'Producto 1' }), 'Precio por bolsa', '0.1');
    await user.click(screen.getByRole('button', { name: 'Agregar producto' }));
    const second = screen.getByRole('group', { name: 'Producto 2' });
    await type(user, second, 'Cantidad (bolsas)', '1');
    await type(user, second, 'Precio por bolsa', '0.2');
    // 3 × 0.10 + 0.20 is 0.5 in cents; in floats 0.30000000000000004 + 0.2.
    expect(screen.getByTestId('grand-total')).toHaveTextContent('$0.50');

    await user.click(screen.getByRole('button', { name: 'Quitar producto 1' }));
    expect(screen.queryByRole('group', { name: 'Producto 2' })).not.toBeInTheDocument();
    expect(screen.getByTestId('grand-total')).toHaveTextContent('$0.20');
  });

  it('offers the list price of the picked product', async () => {
    const user = openEditor();
    const line = screen.getByRole('group', { name: 'Producto 1' });
    await user.click(within(line).getByRole('combobox', { name: 'Producto' }));
    await user.click(await screen.findByRole('option', { name: 'DK-2061 · DEKALB 2061' }));
    expect(within(line).getByLabelText('Precio por bolsa')).toHaveValue(2450.5);
    await type(user, line, 'Cantidad (bolsas)', '2');
    expect(within(line).getByTestId('line-total')).toHaveTextContent('$4,901.00');
  });

  it('shows only product, quantity, price, discount and total for a Dkbono', () => {
    openEditor('voucher');
    const line = screen.getByRole('group', { name: 'Producto 1' });
    expect(within(line).getByLabelText('Cantidad (bolsas)')).toBeInTheDocument();
    expect(within(line).getByLabelText('Descuento')).toBeInTheDocument();
    expect(within(line).queryByLabelText('Hectáreas')).not.toBeInTheDocument();
    expect(within(line).queryByLabelText('Rendimiento (t/ha)')).not.toBeInTheDocument();
    expect(within(line).queryByLabelText('Inversión ($)')).not.toBeInTheDocument();
  });
});
