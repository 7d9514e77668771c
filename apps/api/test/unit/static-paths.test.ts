import { describe, expect, it } from 'vitest';
import { matchesRoute, safeRelative } from '../../src/static/builds.js';

describe('admin route patterns', () => {
  it.each([
    ['/admin/login', '/admin/login', true],
    ['/admin/login', '/admin/login/', true],
    ['/admin/login', '/admin/login/x', false],
    ['/reset-password/*', '/reset-password/new', true],
    ['/reset-password/*', '/reset-password/', false],
    ['/reset-password/*', '/reset-password', false],
    ['/super-admin/dashboard/*', '/super-admin/dashboard/users/42', true],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(matchesRoute(pattern, path)).toBe(expected);
  });
});

describe('safe relative paths', () => {
  it.each([
    ['/', ''],
    ['/about', 'about'],
    ['/about/', 'about/'],
    ['/assets/app.js', 'assets/app.js'],
    ['/../etc/passwd', null],
    ['/a/../../b', null],
    ['/.env', null],
    ['/a//b', null],
    ['/a\\b', null],
    ['/a\0b', null],
  ])('%s → %s', (path, expected) => {
    expect(safeRelative(path)).toBe(expected);
  });
});
