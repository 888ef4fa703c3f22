import { describe, expect, it } from 'vitest';
import { errorCodes, errorMessages } from './errors';

describe('errorCodes', () => {
  it('lists every code that has a message, once', () => {
    expect([...errorCodes].sort()).toEqual(Object.keys(errorMessages).sort());
  });
});
