import { createStoreContext } from '../../lib/store-context.tsx';
import type { FilterSettingsController } from './store.ts';

const FilterSettingsContext = createStoreContext<FilterSettingsController>('FilterSettings');

export const FilterSettingsProvider = FilterSettingsContext.Provider;
/** The filter actions: setFlag, hideAccount, filterAll, unfilterAll. */
export const useFilterSettingsController = FilterSettingsContext.useController;
/** One slice of the filter settings state. */
export const useFilterSettings = FilterSettingsContext.useSelector;
