export { FilterSettingsProvider, useFilterSettingsController } from './context.tsx';
export { FilterSettings } from './FilterSettings.tsx';
export { HideAccountScope } from './HideAccountScope.tsx';
export { seedDefaultFilters } from './seed.ts';
export { createFilterSettingsController, type FilterSettingsController } from './store.ts';
