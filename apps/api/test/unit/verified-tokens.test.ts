import { describe, expect, it } from 'vitest';
import { rememberVerified } from '../../src/http/verified-tokens.js';

/** A verifier that accepts tokens starting with "ok." and counts how often it is asked. */
function countingVerifier() {
  const asked: string[] = [];
  const verify = (token: string) => {
    asked.push(token);
    return token.startsWith('ok.') ? { sub: token.slice(3) } : null;
  };
  return { asked, verify };
}

describe('remembered token verification', () => {
  it('verifies a good token once and answers the same claims after that', () => {
    const { asked, verify } = countingVerifier();
    const check = rememberVerified(verify);
    const first = check('ok.alice');
    expect(first).toEqual({ sub: 'alice' });
    expect(check('ok.alice')).toBe(first);
    expect(check('ok.bob')).toEqual({ sub: 'bob' });
    expect(asked).toEqual(['ok.alice', 'ok.bob']);
  });

  it('asks again for every refused token: refusals are never remembered', () => {
    const { asked, verify } = countingVerifier();
    const check = rememberVerified(verify);
    expect(check('forged.alice')).toBeNull();
    expect(check('forged.alice')).toBeNull();
    expect(asked).toEqual(['forged.alice', 'forged.alice']);
  });

  it('matches the exact token only: a token differing by one character is verified on its own', () => {
    const { asked, verify } = countingVerifier();
    const check = rememberVerified(verify);
    check('ok.alice');
    expect(check('ok.alicf')).toEqual({ sub: 'alicf' });
    expect(check('Ok.alice')).toBeNull();
    expect(asked).toEqual(['ok.alice', 'ok.alicf', 'Ok.alice']);
  });

  it('hands out frozen claims, so one request cannot change what the next one reads', () => {
    const check = rememberVerified((token) => ({ sub: token }));
    const claims = check('t') as { sub: string };
    expect(Object.isFrozen(claims)).toBe(true);
    expect(() => {
      claims.sub = 'mallory';
    }).toThrow(TypeError);
    expect(check('t')).toEqual({ sub: 't' });
  });
});
