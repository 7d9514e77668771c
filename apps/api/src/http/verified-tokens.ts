/** How many verified tokens are remembered before the memory is emptied and starts again. */
const MAX_TOKENS = 10_000;

/**
 * A token's signature check, remembered: a client sends the same token on every request, and
 * checking it (HMAC, base64 and JSON decoding) is most of an authenticated read's own work.
 * Keyed by the exact token string, so a hit means the very bytes that were verified; only a
 * token that passed (signature and claims) is kept, so refused tokens cannot fill the memory,
 * and the claims are frozen since requests share them. What changes with time is not cached:
 * the caller still compares `exp` with its clock and checks the session row on every request.
 */
export function rememberVerified<T extends object>(
  verify: (token: string) => T | null,
): (token: string) => Readonly<T> | null {
  const known = new Map<string, Readonly<T>>();
  return (token) => {
    const hit = known.get(token);
    if (hit !== undefined) return hit;
    const claims = verify(token);
    if (claims === null) return null;
    if (known.size >= MAX_TOKENS) known.clear();
    const frozen = Object.freeze(claims);
    known.set(token, frozen);
    return frozen;
  };
}
