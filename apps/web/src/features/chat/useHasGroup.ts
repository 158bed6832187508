import { useGroups } from '../groups/index.ts';
import { useChat } from './context.tsx';

/** FC §2: Group Chat needs a group; a current group or any group of the user's counts. */
export function useHasGroup(): boolean {
  const current = useChat((state) => state.currentGroup);
  const count = useGroups((state) => state.groups.length);
  return current !== null || count > 0;
}
