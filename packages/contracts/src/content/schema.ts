import { Type, type TObject, type TProperties, type TUnsafe } from '@sinclair/typebox';

/** One of `values`: an `enum`-like union whose static type keeps each literal. */
export function literals<const T extends readonly string[]>(values: T): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>(Type.Union(values.map((value) => Type.Literal(value))));
}

/** An object that accepts no field it does not name. */
export function closed<T extends TProperties>(properties: T): TObject<T> {
  return Type.Object(properties, { additionalProperties: false });
}
