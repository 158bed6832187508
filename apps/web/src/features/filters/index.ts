import { preloadable } from '../../lib/preloadable.tsx';

export { FilterSettingsProvider, useFilterSettingsController } from './context.tsx';
export { HideAccountScope } from './HideAccountScope.tsx';
export { seedDefaultFilters } from './seed.ts';
export { createFilterSettingsController, type FilterSettingsController } from './store.ts';

/** FC §2 Filter Settings page, loaded when its tab is first opened (the feed needs none of it). */
const page = preloadable(() =>
  import('./FilterSettings.tsx').then((module) => module.FilterSettings),
);
export const FilterSettings = page.Component;
export const preloadFilterSettings = page.preload;
