/**
 * A request the rules turn down, with the sentence the user sees (FC §5, §8). Socket handlers
 * send it on the event's own answer; anything else that is thrown is logged and answered with
 * the generic internal message.
 */
export class Refusal extends Error {}

export function refuse(message: string): never {
  throw new Refusal(message);
}
