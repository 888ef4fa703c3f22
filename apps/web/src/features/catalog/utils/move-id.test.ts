import { describe, expect, it } from 'vitest';
import { moveId } from './move-id';

describe('moveId', () => {
  it('moves an id one place up or down', () => {
    expect(moveId(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveId(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('leaves the list as it is at its ends', () => {
    expect(moveId(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveId(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moveId([], 0, 1)).toEqual([]);
  });
});
