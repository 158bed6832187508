import { describe, expect, it } from 'vitest';
import {
  clampPanelWidth,
  readPanelWidth,
  savePanelWidth,
  widthAfterKey,
  widthAtPointer,
} from './panel-width.ts';

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
    expect(widthAtPointer(400, 0, 1000, 'left')).toBe(40);
  });

  it('measures a right-hand panel from the pointer to the right edge: dragging left widens it', () => {
    expect(widthAtPointer(700, 0, 1000, 'right')).toBe(30);
    expect(widthAtPointer(600, 0, 1000, 'right')).toBe(40);
    expect(widthAtPointer(750, 100, 1000, 'right')).toBe(35);
  });

  it('keeps a right-hand panel within 20-50 %, and 30 % for an empty container', () => {
    expect(widthAtPointer(100, 0, 1000, 'right')).toBe(50);
    expect(widthAtPointer(990, 0, 1000, 'right')).toBe(20);
    expect(widthAtPointer(500, 0, 0, 'right')).toBe(30);
  });

  it('moves the edge the way of the arrow key, on either side', () => {
    expect(widthAfterKey('ArrowRight', 30, 'left')).toBe(31);
    expect(widthAfterKey('ArrowLeft', 30, 'left')).toBe(29);
    expect(widthAfterKey('ArrowLeft', 30, 'right')).toBe(31);
    expect(widthAfterKey('ArrowRight', 30, 'right')).toBe(29);
    expect(widthAfterKey('ArrowLeft', 50, 'right')).toBe(50);
    expect(widthAfterKey('ArrowRight', 20, 'right')).toBe(20);
    expect(widthAfterKey('Enter', 30, 'right')).toBe(30);
  });
});
