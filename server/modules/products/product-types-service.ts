// Product types (Admin): names are unique whatever their capitals; a type that products or
// customers still use cannot be deleted (409 IN_USE). Every change writes the audit log.
import type { Kysely } from 'kysely';
import type { ProductType, ProductTypeInput, ProductTypeUpdate } from '../../../domain/products.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit, type Actor } from '../shared/audit.ts';
import { assertCurrentVersion } from '../shared/record-version.ts';
import { isForeignKeyViolation, guardUnique, readBack } from '../shared/unique-violation.ts';
import {
  deleteProductTypeRow,
  findProductType,
  insertProductType,
  lockProductType,
  productTypeNameTaken,
  productTypeUsage,
  updateProductTypeRow,
} from './product-types-repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'El tipo de producto no existe.');

/** One type as it is now (the dialog that edits it starts over from it after a stale save). */
export async function readProductType(db: Kysely<Database>, id: number): Promise<ProductType> {
  const type = await findProductType(db, id);
  if (!type) throw notFound();
  return type;
}

function nameTaken(name: string): AppError {
  const message = `Ya existe un tipo de producto llamado «${name}».`;
  return new AppError('CONFLICT', message, [{ path: 'name', message: 'Ya existe un tipo con ese nombre.' }]);
}

export async function createProductType(
  db: Kysely<Database>,
  actor: Actor,
  input: ProductTypeInput,
): Promise<ProductType> {
  return db.transaction().execute(async (trx) => {
    if (await productTypeNameTaken(trx, input.name)) throw nameTaken(input.name);
    const id = await guardUnique(
      () => insertProductType(trx, input),
      () => nameTaken(input.name),
    );
    await writeAudit(trx, {
      actorUserId: actor.userId,
      action: 'product-types.create',
      entity: 'product_type',
      entityId: id,
      after: input,
      ip: actor.ip,
    });
    return readBack('Product type', id, (key) => findProductType(trx, key));
  });
}

export async function updateProductType(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  update: ProductTypeUpdate,
): Promise<ProductType> {
  return db.transaction().execute(async (trx) => {
    const stored = await lockProductType(trx, id);
    if (!stored) throw notFound();
    if (update.version !== undefined) assertCurrentVersion(stored, update.version);
    // A field the edit leaves out keeps its stored value (domain/record-edits.ts).
    const input: ProductTypeInput = {
      name: update.name ?? stored.name,
      productionKind: update.productionKind ?? stored.production_kind,
    };
    if (await productTypeNameTaken(trx, input.name, id)) throw nameTaken(input.name);
    await guardUnique(
      () => updateProductTypeRow(trx, id, { ...input, version: stored.version + 1 }),
      () => nameTaken(input.name),
    );
    await writeAudit(trx, {
      actorUserId: actor.userId,
      action: 'product-types.update',
      entity: 'product_type',
      entityId: id,
      before: { name: stored.name, productionKind: stored.production_kind },
      after: input,
      ip: actor.ip,
    });
    return readBack('Product type', id, (key) => findProductType(trx, key));
  });
}

function inUseMessage(name: string, usage: { products: number; clients: number }): string {
  const parts = [
    usage.products > 0 ? `${usage.products} ${usage.products === 1 ? 'producto' : 'productos'}` : null,
    usage.clients > 0 ? `${usage.clients} ${usage.clients === 1 ? 'cliente' : 'clientes'}` : null,
  ].filter((part) => part !== null);
  return `No se puede eliminar «${name}»: lo usan ${parts.join(' y ')}.`;
}

export async function deleteProductType(db: Kysely<Database>, actor: Actor, id: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    // The lock makes a concurrent product insert with this type wait (its foreign key check needs the
    // row).
    const stored = await lockProductType(trx, id);
    if (!stored) throw notFound();
    const usage = await productTypeUsage(trx, id);
    if (usage.products > 0 || usage.clients > 0)
      throw new AppError('IN_USE', inUseMessage(stored.name, usage));
    try {
      await deleteProductTypeRow(trx, id);
    } catch (error) {
      // Something else we do not count (a saved simulation, say) still names it.
      if (isForeignKeyViolation(error)) {
        throw new AppError('IN_USE', `No se puede eliminar «${stored.name}»: todavía está en uso.`);
      }
      throw error;
    }
    await writeAudit(trx, {
      actorUserId: actor.userId,
      action: 'product-types.delete',
      entity: 'product_type',
      entityId: id,
      before: { name: stored.name, productionKind: stored.production_kind },
      ip: actor.ip,
    });
  });
}
