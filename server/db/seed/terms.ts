// Version 1 of the terms of service every consultant accepts before working in the app.
import type { Transaction } from 'kysely';
import type { Database } from '../database.ts';

const TERMS_V1 = `Términos y condiciones de uso de Agroventas

1. Uso de la aplicación. Agroventas es una herramienta de trabajo para el personal de ventas y sus socios comerciales autorizados. Tu cuenta es personal e intransferible: no compartas tu contraseña ni permitas que otra persona capture operaciones a tu nombre. Usa la aplicación solo para registrar clientes, ventas, DKbonos y pagos reales de la empresa.

2. Confidencialidad de la información de clientes. Los datos de los agricultores (nombre, teléfono, correo, RFC, ubicación, superficie sembrada y compras) son información confidencial de la empresa. No los copies, exportes ni compartas fuera de la aplicación, ni los uses para fines distintos a la atención comercial del cliente.

3. Datos personales. El tratamiento de los datos personales se realiza conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP) y al aviso de privacidad de la empresa. Antes de registrar a un cliente, infórmale que sus datos se usarán para gestionar sus compras, pagos y recomendaciones agronómicas, y que puede ejercer sus derechos de acceso, rectificación, cancelación y oposición (ARCO) escribiendo a privacidad@agroventas.mx.

4. Responsabilidad sobre las ventas capturadas. Eres responsable de que las ventas, DKbonos y pagos que registres sean correctos y estén respaldados por la operación real: cliente, productos, cantidades, precios, descuentos autorizados y comprobantes de pago. Las correcciones se hacen en la aplicación y quedan registradas en la bitácora de cambios.

5. Seguridad. Cierra tu sesión en equipos compartidos y avisa de inmediato a tu coordinador o al administrador si sospechas que alguien más usó tu cuenta o si pierdes un dispositivo con la sesión abierta.

6. Cambios a estos términos. La empresa puede actualizar estos términos; cuando lo haga, se te pedirá aceptarlos de nuevo antes de seguir usando la aplicación.`;

export async function insertTerms(trx: Transaction<Database>, publishedAt: Date): Promise<void> {
  await trx.insertInto('terms').values({ version: 1, text: TERMS_V1, published_at: publishedAt }).execute();
}
