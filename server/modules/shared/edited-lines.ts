// The lines of a sale or Dkbono edit, resolved against the stored ones (docs/decisions.md "A line
// sent with its id"): a line that carries the id of one of the record's lines keeps every
// field it leaves out, as every edit keeps a field it does not send; a line without an id is new.
// The edit's version was checked first, so the ids the editor read are the stored ones.
import type { z } from '../../../domain/zod.ts';
import type { ErrorDetail } from '../../../domain/errors.ts';
import { AppError } from '../../http/app-error.ts';

type EditedLine<Line> = { [K in keyof Line]?: Line[K] | undefined } & { id?: number | undefined };

/** The fields the line sends, without the ones it leaves out. */
function sentFields<Line extends object>(line: EditedLine<Line>): Partial<Line> {
  const fields: Partial<Line> = {};
  for (const [key, value] of Object.entries(line)) {
    if (key !== 'id' && value !== undefined) (fields as Record<string, unknown>)[key] = value;
  }
  return fields;
}

export function resolveEditedLines<Line extends object>(
  stored: ReadonlyArray<Line & { id: number }>,
  sent: ReadonlyArray<EditedLine<Line>>,
  lines: z.ZodType<{ items: Line[] }>,
  record: 'la venta' | 'el DKbono',
): Line[] {
  const merged = sent.map((line, index) => {
    if (line.id === undefined) return sentFields(line);
    const before = stored.find((storedLine) => storedLine.id === line.id);
    if (!before) {
      const message = `La línea ${index + 1} no es de ${record}: quítale el id para agregarla como nueva.`;
      throw new AppError('VALIDATION_FAILED', message, [{ path: `items.${index}.id`, message }]);
    }
    const { id: _id, ...kept } = before;
    return { ...kept, ...sentFields(line) };
  });
  const result = lines.safeParse({ items: merged });
  if (result.success) return result.data.items;
  const details: ErrorDetail[] = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION_FAILED', details[0]?.message, details);
}
