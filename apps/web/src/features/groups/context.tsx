import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { GroupsState } from './state.ts';
import type { GroupsController } from './store.ts';

const GroupsContext = createContext<GroupsController | null>(null);

export function GroupsProvider({
  controller,
  children,
}: {
  controller: GroupsController;
  children: ReactNode;
}) {
  return <GroupsContext.Provider value={controller}>{children}</GroupsContext.Provider>;
}

/** The group panel's actions (join, create, leave, edit, delete, members). */
export function useGroupsController(): GroupsController {
  const controller = useContext(GroupsContext);
  if (!controller) throw new Error('useGroupsController needs a <GroupsProvider>');
  return controller;
}

/** Reads one slice of the groups state; re-renders only when that slice changes. */
export function useGroups<T>(selector: (state: GroupsState) => T): T {
  return useStore(useGroupsController().store, selector);
}
