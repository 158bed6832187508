import { useDeployKeybinds } from './keybinds/useDeployKeybinds.ts';
import { type FindPost, SelectionToolbar } from './toolbar/SelectionToolbar.tsx';

/**
 * DA §2 / §4 launching from the feed without the form: the text-selection toolbar and the deploy
 * keybinds, installed once by a view that shows the feed. `findPost` names the posts on screen.
 */
export function FeedLaunchTools({ findPost }: { findPost: FindPost }) {
  useDeployKeybinds(findPost);
  return <SelectionToolbar findPost={findPost} />;
}
