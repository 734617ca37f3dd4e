// The closed set of error codes the API answers with, each with its HTTP status and default Spanish message.
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, message: 'Los datos enviados no son válidos.' },
  BAD_REQUEST: { status: 400, message: 'La solicitud no es válida.' },
  UNAUTHENTICATED: { status: 401, message: 'Sesión inválida. Por favor, inicia sesión nuevamente.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Correo o contraseña incorrectos.' },
  INVALID_CLIENT_KEY: { status: 401, message: 'La clave de cliente no es válida.' },
  INVALID_MS_TOKEN: { status: 401, message: 'No se pudo validar la cuenta de Microsoft.' },
  API_KEY_INVALID: { status: 403, message: 'La aplicación no está autorizada para usar este servicio.' },
  ORIGIN_NOT_ALLOWED: { status: 403, message: 'Origen de la solicitud no permitido.' },
  FORBIDDEN: { status: 403, message: 'No tienes permiso para realizar esta acción.' },
  TOS_REQUIRED: { status: 403, message: 'Debes aceptar los términos y condiciones para continuar.' },
  ACCOUNT_PENDING: { status: 403, message: 'Tu cuenta está pendiente de aprobación por un administrador.' },
  ACCOUNT_DISABLED: { status: 403, message: 'Tu cuenta está deshabilitada. Contacta a un administrador.' },
  NOT_FOUND: { status: 404, message: 'El recurso solicitado no existe.' },
  CONFLICT: { status: 409, message: 'La operación entra en conflicto con el estado actual.' },
  EMAIL_TAKEN: { status: 409, message: 'Ya existe una cuenta con ese correo electrónico.' },
  INVALID_TOKEN: { status: 409, message: 'El enlace no es válido o ya expiró. Solicita uno nuevo.' },
  WEAK_PASSWORD: { status: 400, message: 'La contraseña no cumple los requisitos de seguridad.' },
  INSUFFICIENT_INVENTORY: { status: 409, message: 'No hay inventario suficiente.' },
  ALLOCATION_BELOW_COMMITTED: {
    status: 409,
    message: 'La asignación no puede quedar debajo de lo vendido y apartado.',
  },
  SEASON_CLOSED: { status: 409, message: 'La temporada no está abierta.' },
  PRODUCT_DISABLED: { status: 409, message: 'El producto no está habilitado.' },
  VOUCHER_OVERPAID: { status: 409, message: 'Los pagos superan el total del DKbono.' },
  VOUCHER_NOT_REDEEMABLE: { status: 409, message: 'El DKbono no se puede canjear.' },
  RECORD_CHANGED: {
    status: 409,
    message: 'Alguien más cambió este registro; revisa los datos actuales.',
  },
  IN_USE: { status: 409, message: 'No se puede eliminar porque está en uso.' },
  IDEMPOTENCY_CONFLICT: { status: 409, message: 'La solicitud repetida no coincide con la original.' },
  FILE_TOO_LARGE: { status: 413, message: 'El archivo es demasiado grande.' },
  REQUEST_TOO_LARGE: {
    status: 413,
    message: 'La solicitud es demasiado grande: envía menos datos a la vez.',
  },
  REQUEST_HEADERS_TOO_LARGE: {
    status: 431,
    message: 'La dirección o los encabezados de la solicitud son demasiado largos.',
  },
  UNREADABLE_FILE: { status: 422, message: 'No se pudo leer el archivo.' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Demasiados intentos. Espera unos minutos e intenta de nuevo.' },
  INTERNAL: { status: 500, message: 'Ocurrió un error inesperado. Intenta de nuevo más tarde.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'El servicio no está disponible en este momento.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ErrorDetail {
  path: string;
  message: string;
}

/** The error body every failing API call answers with (docs/design.md §4). */
export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  details?: ErrorDetail[];
}
