/** The feed's one age tooltip (AgeTooltip), which every card's age is described by. */
export const AGE_TIP_ID = 'post-age-tip';

/** The card age an event happened on, if any. */
export function ageOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  return target.closest<HTMLElement>('.post-age');
}

/** The post an age belongs to: its card's id. */
export function postIdOf(age: HTMLElement): string | undefined {
  return age.closest<HTMLElement>('[data-post-id]')?.dataset.postId;
}
