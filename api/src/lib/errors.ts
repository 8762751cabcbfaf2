// Typed errors, translated once at each edge (GraphQL formatError, REST error middleware).

export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  FULL: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'You must be signed in');
export const forbidden = () => new AppError('FORBIDDEN', 'You do not have access to this');

/** Postgres unique violation, with the constraint (index) name that was hit. */
export function uniqueViolation(err: unknown): string | undefined {
  const e = err as { code?: string; constraint?: string } | undefined;
  return e?.code === '23505' ? (e.constraint ?? '') : undefined;
}
