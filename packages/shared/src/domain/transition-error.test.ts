import { describe, expect, it } from 'vitest';
import { TransitionError } from './transition-error';

describe('TransitionError', () => {
  it('carries the refused status and event', () => {
    const error = new TransitionError('CHECK_OUT', 'call');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('TransitionError');
    expect(error.from).toBe('CHECK_OUT');
    expect(error.event).toBe('call');
    expect(error.message).toContain('call');
  });
});
