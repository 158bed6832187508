/** The words of opening a notification's post (issue 51). */
export const OPEN_POST_TEXT = {
  /** A notification opened a post the feed no longer holds (pushed out, deleted, filtered). */
  postGone: 'That post is no longer in the feed.',
} as const;
