import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

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

/*
 * Compiling the route schemas is most of an app's start: about 180 routes (each GET twice, for its
 * HEAD), most with the same error answers. Ajv and fast-json-stringify each build a function from
 * a schema's content alone, so a schema that reads the same (its JSON) is compiled once per
 * process: once per start in production, once per test worker for the many apps the tests build
 * (each test file starts at least one).
 */
const validators = new Map<string, ValidateFunction>();

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : urlAjv;
  const key = `${ajv === bodyAjv ? 'body' : 'url'} ${JSON.stringify(schema)}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
};

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;
const buildSerializerFrom = SerializerSelector();
const serializers = new Map<string, Serializer>();

/** fast-json-stringify as Fastify uses it by default, each distinct answer schema compiled once. */
const buildSerializer: SerializerFactory = (externalSchemas, serializerOpts) => {
  const compile = buildSerializerFrom(externalSchemas, serializerOpts);
  const context = JSON.stringify([externalSchemas, serializerOpts]);
  return (route) => {
    const key = `${context} ${JSON.stringify(route.schema)}`;
    let serialize = serializers.get(key);
    if (!serialize) {
      serialize = compile(route);
      serializers.set(key, serialize);
    }
    return serialize;
  };
};

/** The server option that makes Fastify compile answer schemas through `buildSerializer`. */
export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildSerializer },
};
