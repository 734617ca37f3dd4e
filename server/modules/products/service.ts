// Products (Admin): codes are unique (stored in capitals, 409 when taken), the type must
// exist, prices travel as pesos and are stored from integer cents. New products start enabled;
// disabling one takes it out of GET /products/enabled and so out of every new sale or Dkbono.
import type { Kysely, Transaction } from 'kysely';
import type { Product, ProductInput, ProductUpdate } from '../../../domain/products.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit, type Actor } from '../shared/audit.ts';
import { assertCurrentVersion } from '../shared/record-version.ts';
import { guardUnique, readBack } from '../shared/unique-violation.ts';
import {
  findProduct,
  insertProduct,
  lockProduct,
  productCodeTaken,
  productTypeForProduct,
  setProductEnabled,
  updateProductRow,
} from './repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'El producto no existe.');

function codeTaken(code: string): AppError {
  return new AppError('CONFLICT', `Ya existe un producto con la clave ${code}.`, [
    { path: 'code', message: 'Ya existe un producto con esta clave.' },
  ]);
}

async function checkInput(trx: Transaction<Database>, input: ProductInput, exceptId?: number): Promise<void> {
  if (!(await productTypeForProduct(trx, input.productTypeId))) {
    throw new AppError('VALIDATION_FAILED', 'El tipo de producto elegido no existe.', [
      { path: 'productTypeId', message: 'Elige un tipo de producto.' },
    ]);
  }
  if (await productCodeTaken(trx, input.code, exceptId)) throw codeTaken(input.code);
}

export async function createProduct(
  db: Kysely<Database>,
  actor: Actor,
  input: ProductInput,
): Promise<Product> {
  return db.transaction().execute(async (trx) => {
    await checkInput(trx, input);
    const id = await guardUnique(
      () => insertProduct(trx, input),
      () => codeTaken(input.code),
    );
    await writeAudit(trx, {
      actorUserId: actor.userId,
      action: 'products.create',
      entity: 'product',
      entityId: id,
      after: input,
      ip: actor.ip,
    });
    return readBack('Product', id, (key) => findProduct(trx, key));
  });
}

export async function updateProduct(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  update: ProductUpdate,
): Promise<Product> {
  return db.transaction().execute(async (trx) => {
    const stored = await lockProduct(trx, id);
    if (!stored) throw notFound();
    if (update.version !== undefined) assertCurrentVersion(stored, update.version);
    // A field the request left out keeps its value (domain/record-edits.ts); null clears an optional
    // one.
    const kept = <T>(sent: T | null | undefined, value: T | null) =>
      (sent === undefined ? value : sent) ?? undefined;
    const input: ProductInput = {
      code: update.code ?? stored.code,
      name: update.name ?? stored.name,
      productTypeId: update.productTypeId ?? stored.product_type_id,
      seedsPerBag: update.seedsPerBag ?? stored.seeds_per_bag,
      basePrice: update.basePrice ?? Number(stored.base_price),
      recommendedDensity: kept(update.recommendedDensity, stored.recommended_density),
      description: kept(update.description, stored.description),
    };
    await checkInput(trx, input, id);
    await guardUnique(
      () => updateProductRow(trx, id, input, stored.version + 1),
      () => codeTaken(input.code),
    );
    await writeAudit(trx, {
      actorUserId: actor.userId,
      action: 'products.update',
      entity: 'product',
      entityId: id,
      before: stored,
      after: input,
      ip: actor.ip,
    });
    return readBack('Product', id, (key) => findProduct(trx, key));
  });
}

/** Enables or disables a product; asking for the state it already has changes nothing. */
export async function changeProductEnabled(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  enabled: boolean,
): Promise<Product> {
  return db.transaction().execute(async (trx) => {
    const stored = await lockProduct(trx, id);
    if (!stored) throw notFound();
    if (stored.enabled !== enabled) {
      await setProductEnabled(trx, id, enabled);
      await writeAudit(trx, {
        actorUserId: actor.userId,
        action: enabled ? 'products.enable' : 'products.disable',
        entity: 'product',
        entityId: id,
        before: { enabled: stored.enabled },
        after: { enabled },
        ip: actor.ip,
      });
    }
    return readBack('Product', id, (key) => findProduct(trx, key));
  });
}
