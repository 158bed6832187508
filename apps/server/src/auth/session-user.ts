/** Who is asking: the user behind a resolved session, as every socket handler and service sees it. */
export type SessionUser = { userId: number; username: string };
