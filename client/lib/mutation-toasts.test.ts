import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { failureMessage, serverMessageOr, toastFailure, toastSuccess } from './mutation-toasts';
import { toastStore } from './toast-store';

const shown = () => toastStore.getState().toasts[0];

describe('toastSuccess and toastFailure', () => {
  it('say "Success" or "Error" with the words given', () => {
    toastSuccess('Club created successfully');
    expect(shown()).toMatchObject({
      title: 'Success',
      description: 'Club created successfully',
      variant: 'success',
    });
    toastFailure(new ApiError(500, 'Internal error'), 'Failed to create team');
    expect(shown()).toMatchObject({
      title: 'Error',
      description: 'Failed to create team',
      variant: 'destructive',
    });
  });

  it('show a whole toast as it is', () => {
    toastFailure(new ApiError(409, 'Team name already exists'), {
      title: 'Duplicate Team Name',
      variant: 'destructive',
    });
    expect(shown()).toMatchObject({ title: 'Duplicate Team Name' });
  });

  it('raise nothing for a 401 or a null failure', () => {
    toastSuccess('before');
    const before = shown();
    toastFailure(new ApiError(401, 'Unauthorized'), 'Failed to delete club');
    toastFailure(new ApiError(500, 'Internal error'), null);
    expect(shown()).toBe(before);
  });
});

describe('failureMessage and serverMessageOr', () => {
  it("prefer the server's words, without the status", () => {
    expect(failureMessage(new ApiError(409, 'Club name already exists'))).toBe('Club name already exists');
    expect(failureMessage(new Error('Network error: Failed to fetch'))).toBe(
      'Network error: Failed to fetch',
    );
    expect(serverMessageOr(new ApiError(400, 'User is already a member'), 'Failed to add user to team')).toBe(
      'User is already a member',
    );
    expect(serverMessageOr(new Error('Network error: offline'), 'Failed to add user to team')).toBe(
      'Failed to add user to team',
    );
  });
});
