import { describe, expect, it } from 'vitest';
import { pickActiveSection } from './pick-active-section';

const at = (...tops: number[]) => tops.map((top, index) => ({ id: `s${index}`, top }));

describe('pickActiveSection', () => {
  it('answers the first section before any reaches the 120 px marker', () => {
    expect(pickActiveSection(at(300, 900, 1500))).toBe('s0');
  });

  it('answers the last section whose top passed the marker, the marker itself included', () => {
    expect(pickActiveSection(at(-600, 120, 700))).toBe('s1');
    expect(pickActiveSection(at(-600, 121, 700))).toBe('s0');
    expect(pickActiveSection(at(-1600, -900, -20))).toBe('s2');
  });

  it('answers the last section at the end of the page and null without sections', () => {
    expect(pickActiveSection(at(-600, 200, 500), { isAtBottom: true })).toBe('s2');
    expect(pickActiveSection([])).toBeNull();
  });
});
