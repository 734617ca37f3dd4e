// The files of sales (docs/design.md §11): the import template, the import
// itself (multipart, all or nothing) and the streamed sale report. Access per docs/design.md §6.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  importQuerySchema,
  importResultSchema,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_FILE_LABEL,
} from '../../../domain/sales-import.ts';
import { SALE_EXPORT_COLUMNS, saleExportQuerySchema } from '../../../domain/exports.ts';
import { saleListQuerySchema } from '../../../domain/sales-schemas.ts';
import { rolesFor } from '../../../domain/policy.ts';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import { signedInStaff } from '../../auth/current.ts';
import { readUpload } from '../../files/read-upload.ts';
import { EXPORT_TYPES, listExportDescription } from '../../files/table-export.ts';
import { importSales } from './import/sales-import.ts';
import { buildSalesTemplate } from './template.ts';
import { sendSaleExport } from './export.ts';
import { sendSaleReport } from './report.ts';
import { AppError } from '../../http/app-error.ts';
import { envelope } from '../shared/envelope.ts';

const reportQuerySchema = saleListQuerySchema.omit({ page: true, size: true, sort: true });

const attachment = (filename: string) => `attachment; filename="${filename}"`;

export const salesFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only these routes read multipart bodies; the limits hold the upload, never the whole stream
  // (busboy discards whatever passes fileSize; the route reads no field, so they stay tiny).
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMPORT_FILE_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });

  app.get(
    '/sales/file-template',
    {
      config: { access: rolesFor('importSales') },
      schema: { tags: ['Ventas'], summary: 'Plantilla de Excel para importar ventas' },
    },
    async (request, reply) => {
      const workbook = await buildSalesTemplate(app.db, signedInStaff(request));
      const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
      return reply
        .type(EXPORT_TYPES.xlsx)
        .header('content-disposition', attachment('plantilla-ventas.xlsx'))
        .send(bytes);
    },
  );

  app.post(
    '/sales/import',
    {
      config: { access: rolesFor('importSales') },
      schema: {
        tags: ['Ventas'],
        summary: 'Importar ventas desde .xlsx o .csv (todo o nada; ?dryRun=true solo valida)',
        consumes: ['multipart/form-data'],
        querystring: importQuerySchema,
        response: { 200: envelope(importResultSchema), 201: envelope(importResultSchema) },
      },
    },
    async (request, reply) => {
      const auth = signedInStaff(request);
      if (!request.isMultipart()) {
        throw new AppError(
          'BAD_REQUEST',
          'Adjunta el archivo de ventas (.xlsx o .csv) como multipart/form-data.',
        );
      }
      const file = await request.file();
      if (!file) throw new AppError('BAD_REQUEST', 'Adjunta el archivo de ventas (.xlsx o .csv).');
      // Refused as soon as it passes the limit, before anything parses it (a truncated file never is).
      const bytes = await readUpload(
        file.file,
        MAX_IMPORT_FILE_BYTES,
        () => new AppError('FILE_TOO_LARGE', `El archivo supera el límite de ${MAX_IMPORT_FILE_LABEL}.`),
      );
      const result = await importSales(
        app.db,
        auth,
        { bytes, filename: file.filename },
        { dryRun: request.query.dryRun, ip: request.ip },
      );
      return reply.status(result.dryRun ? 200 : 201).send({ data: result });
    },
  );

  app.get(
    '/sales/sale-report',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: ['Ventas'],
        summary: 'Reporte de ventas en Excel con los filtros de la lista',
        querystring: reportQuerySchema,
      },
    },
    (request, reply) => sendSaleReport(app.db, signedInStaff(request), request, reply, request.query),
  );

  app.get(
    '/sales/export',
    {
      config: { access: STAFF_ROLES, apiKeyInQuery: true },
      schema: {
        tags: ['Ventas'],
        summary:
          'Exportar ventas (.xlsx o .csv): las del filtro o solo las elegidas, con las columnas elegidas',
        description: listExportDescription('esas ventas', SALE_EXPORT_COLUMNS),
        querystring: saleExportQuerySchema,
      },
    },
    (request, reply) => sendSaleExport(app.db, signedInStaff(request), request, reply, request.query),
  );
};
