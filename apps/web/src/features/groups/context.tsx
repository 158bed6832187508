import { createStoreContext } from '../../lib/store-context.tsx';
import type { GroupsController } from './store.ts';

const Groups = createStoreContext<GroupsController>('Groups');

export const GroupsProvider = Groups.Provider;

/** The group panel's actions (join, create, leave, edit, delete, members). */
export const useGroupsController = Groups.useController;

/** Reads one slice of the groups state; re-renders only when that slice changes. */
export const useGroups = Groups.useSelector;
