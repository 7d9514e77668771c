import { Type } from '@sinclair/typebox';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** `?page=1&pageSize=20` of every list (pageSize at most 100). */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT }),
  ),
};

/** The fields every list answer carries beside `items[]`. */
export const PageFields = {
  success: Type.Literal(true),
  message: Type.Optional(Type.String()),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
};
