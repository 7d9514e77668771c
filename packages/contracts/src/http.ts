/** Texts of the generic HTTP-level answers (not tied to one endpoint). */
export const HttpMessages = {
  notFound: 'Not found',
  invalidRequest: 'Invalid request',
  malformedJson: 'Malformed JSON body',
  unsupportedMediaType: 'Unsupported content type. Send application/json.',
  bodyTooLarge: 'Request body is too large',
  crossOrigin: 'Cross-origin request refused',
  tooManyRequests: 'Too many requests. Please try again later.',
  internal: 'Internal server error',
  unavailable: 'Service temporarily unavailable',
} as const;
