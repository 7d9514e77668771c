import { Type, type Static } from '@sinclair/typebox';

export const Role = Type.Union([Type.Literal('admin'), Type.Literal('super_admin')]);
export type Role = Static<typeof Role>;

export const UserStatus = Type.Union([
  Type.Literal('active'),
  Type.Literal('blocked'),
  Type.Literal('frozen'),
  Type.Literal('deleted'),
]);
export type UserStatus = Static<typeof UserStatus>;
