import { describe, expect, it } from 'vitest';
import {
  ADMIN_ACTIONS,
  ADMIN_ACTION_INFO,
  SIGNUP_ACTIONS,
  SIGNUP_ACTION_INFO,
  adminActionsFrom,
  nextSignupStatus,
  nextUserStatus,
  signupActionsFrom,
} from '../src/index.js';

describe('the signup-request table', () => {
  it('offers each status the actions the review screen shows, in its order', () => {
    expect(signupActionsFrom('pending')).toEqual([
      'edit',
      'approve',
      'reject',
      'block',
      'freeze',
      'delete',
    ]);
    expect(signupActionsFrom('rejected')).toEqual(['edit', 'block', 'freeze', 'delete']);
    expect(signupActionsFrom('blocked')).toEqual(['edit', 'unblock', 'delete']);
    expect(signupActionsFrom('frozen')).toEqual(['edit', 'unfreeze', 'delete']);
    expect(signupActionsFrom('deleted')).toEqual([]);
  });

  it('makes an approved request final: Delete only', () => {
    expect(signupActionsFrom('approved')).toEqual(['delete']);
    for (const action of SIGNUP_ACTIONS.filter((a) => a !== 'delete'))
      expect(nextSignupStatus('approved', action)).toBeNull();
  });

  it('leads each action to its status; unblock and unfreeze return to pending; edit keeps it', () => {
    expect(nextSignupStatus('pending', 'approve')).toBe('approved');
    expect(nextSignupStatus('pending', 'reject')).toBe('rejected');
    expect(nextSignupStatus('rejected', 'block')).toBe('blocked');
    expect(nextSignupStatus('rejected', 'freeze')).toBe('frozen');
    expect(nextSignupStatus('blocked', 'unblock')).toBe('pending');
    expect(nextSignupStatus('frozen', 'unfreeze')).toBe('pending');
    expect(nextSignupStatus('rejected', 'edit')).toBe('rejected');
    expect(nextSignupStatus('frozen', 'delete')).toBe('deleted');
    expect(nextSignupStatus('blocked', 'freeze')).toBeNull();
    expect(nextSignupStatus('rejected', 'approve')).toBeNull();
  });

  it('asks an optional note of every review action, never a required reason', () => {
    for (const action of SIGNUP_ACTIONS) expect(SIGNUP_ACTION_INFO[action].text).toBe('optional');
  });
});

describe('the admin-user table', () => {
  it('offers Block and Freeze to active users, Unblock or Unfreeze to the others, Delete to all', () => {
    expect(adminActionsFrom('active')).toEqual(['block', 'freeze', 'delete']);
    expect(adminActionsFrom('blocked')).toEqual(['unblock', 'delete']);
    expect(adminActionsFrom('frozen')).toEqual(['unfreeze', 'delete']);
    expect(adminActionsFrom('deleted')).toEqual([]);
  });

  it('returns unblocked and unfrozen users to active', () => {
    expect(nextUserStatus('blocked', 'unblock')).toBe('active');
    expect(nextUserStatus('frozen', 'unfreeze')).toBe('active');
    expect(nextUserStatus('active', 'block')).toBe('blocked');
    expect(nextUserStatus('blocked', 'freeze')).toBeNull();
  });

  it('requires a reason for every action', () => {
    for (const action of ADMIN_ACTIONS) expect(ADMIN_ACTION_INFO[action].text).toBe('required');
  });
});
