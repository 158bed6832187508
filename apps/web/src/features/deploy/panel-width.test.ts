import { describe, expect, it } from 'vitest';
import { clampPanelWidth, readPanelWidth, savePanelWidth, widthAtPointer } from './panel-width.ts';

describe('panel width', () => {
  it.each([
    [10, 20],
    [20, 20],
    [33.33, 33.3],
    [50, 50],
    [75, 50],
    [Number.NaN, 30],
  ])('clamps %f %% to %f %%', (given, expected) => {
    expect(clampPanelWidth(given)).toBe(expected);
  });

  it('reads 30 % when nothing (or something corrupt) is stored', () => {
    expect(readPanelWidth()).toBe(30);
    localStorage.setItem('persistentPanelWidth', 'wide');
    expect(readPanelWidth()).toBe(30);
  });

  it('stores the clamped percentage', () => {
    savePanelWidth(64);
    expect(localStorage.getItem('persistentPanelWidth')).toBe('50');
    expect(readPanelWidth()).toBe(50);
  });

  it('turns a pointer position into a percentage of the container', () => {
    expect(widthAtPointer(400, 0, 1000)).toBe(40);
    expect(widthAtPointer(150, 100, 1000)).toBe(20);
  });
});
