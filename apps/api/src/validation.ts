import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const shared: Options = {
  // An unknown field is a 400, never silently dropped.
  removeAdditional: false,
  useDefaults: true,
  allErrors: false,
  strict: false,
};

/** Bodies are JSON and must arrive with their real types: `123456` is not the code "123456". */
const bodyAjv = new Ajv({ ...shared, coerceTypes: false });
/** Query strings and path parameters are text by nature: `?page=2` may become the number 2. */
const urlAjv = new Ajv({ ...shared, coerceTypes: 'array' });
addFormats.default(bodyAjv);
addFormats.default(urlAjv);

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : urlAjv).compile(schema);
