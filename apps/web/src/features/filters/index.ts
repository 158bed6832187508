export { FilterSettings } from './FilterSettings.tsx';
