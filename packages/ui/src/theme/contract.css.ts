import { createThemeContract } from '@vanilla-extract/css';
import { darkTokens, type ThemeTokens } from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };
type ContractShape = Omit<ThemeTokens, 'colorScheme'>;

const toContract = <T extends object>(shape: T): Contract<T> =>
  Object.fromEntries(
    Object.entries(shape).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : toContract(value as object),
    ]),
  ) as Contract<T>;

// The contract's shape is read off the token type, so tokens and contract cannot drift apart.
const { colorScheme: _colorScheme, ...shape }: ThemeTokens = darkTokens;

/** CSS custom properties every theme must fill. Components style themselves only through these. */
export const vars = createThemeContract(toContract<ContractShape>(shape));
