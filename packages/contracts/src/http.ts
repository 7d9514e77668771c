/** Texts of the generic HTTP-level answers (not tied to one endpoint). */
export const HttpMessages = {
  notFound: 'Not found',
  badRequest: 'Bad request',
  forbidden: 'Forbidden',
  forbiddenProperty: 'Forbidden property name in body',
  emptyJson: 'Empty JSON body',
  methodNotAllowed: 'Method not allowed',
  notAcceptable: 'Not acceptable',
  requestTimeout: 'Request timeout',
  lengthRequired: 'Length required',
  uriTooLong: 'URI too long',
  headersTooLarge: 'Request header fields too large',
  invalidRequest: 'Invalid request',
  malformedJson: 'Malformed JSON body',
  unsupportedMediaType: 'Unsupported content type. Send application/json.',
  bodyTooLarge: 'Request body is too large',
  crossOrigin: 'Cross-origin request refused',
  tooManyRequests: 'Too many requests. Please try again later.',
  internal: 'Internal server error',
  unavailable: 'Service temporarily unavailable',
} as const;

/** The field messages of a 400 for a body or query that breaks its schema. */
export const ValidationMessages = {
  required: 'This field is required',
  unknown: 'Unknown field',
  email: 'Must be a valid email address',
  invalidFormat: 'Has an invalid format',
  invalid: 'Is invalid',
  format: (format: string) => `Must be a valid ${format}`,
  minLength: (limit: number) => `Must be at least ${limit} characters long`,
  maxLength: (limit: number) => `Must be at most ${limit} characters long`,
  type: (type: string) => `Must be of type ${type}`,
  minimum: (limit: number) => `Must be at least ${limit}`,
  maximum: (limit: number) => `Must be at most ${limit}`,
} as const;
