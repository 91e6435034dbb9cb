import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { toastFailure, toastSuccess } from './mutation-toasts';
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
