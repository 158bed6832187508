import {
  keepPreviousData,
  QueryClientProvider,
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { createQueryClient } from '../../lib/query-client.ts';
import type { Toast } from '../modal/index.ts';
import { adminFailureText, isAccessDenied } from './admin-failure.ts';

export type AdminToastTone = Toast['tone'];

type AdminDataContext = {
  /** The admin's session id, sent as x-session-id. */
  session: string;
  /** A 401 or 403 answered an admin call: log out with 'Session expired or access denied'. */
  denied: () => void;
  toast: (tone: AdminToastTone, text: string) => void;
};

const Context = createContext<AdminDataContext | null>(null);

function useAdminData(): AdminDataContext {
  const value = useContext(Context);
  if (!value) throw new Error('admin data hooks need <AdminDataProvider>');
  return value;
}

/** The admin page's request state: one TanStack Query cache, the session, denial and toasts. */
export function AdminDataProvider({
  children,
  ...value
}: AdminDataContext & { children: ReactNode }) {
  // An admin list is read when its tab opens and after each action that changes it; a list read
  // before shows at once meanwhile.
  const [client] = useState(() => createQueryClient({ keepUnused: true }));
  return (
    <QueryClientProvider client={client}>
      <Context.Provider value={value}>{children}</Context.Provider>
    </QueryClientProvider>
  );
}

/** Shows a toast from the admin page. */
export const useAdminToast = () => useAdminData().toast;

/**
 * Reads one admin list. `error` is the DA §8 sentence (the server's, else `failure`); a 401 or
 * 403 logs the admin out instead.
 */
export function useAdminQuery<T>(
  key: QueryKey,
  call: (session: string) => Promise<T>,
  failure: string,
  options: { refetchInterval?: number } = {},
) {
  const { session, denied } = useAdminData();
  const query = useQuery({
    queryKey: key,
    queryFn: async () => {
      try {
        return await call(session);
      } catch (error) {
        if (isAccessDenied(error)) denied();
        throw error;
      }
    },
    refetchInterval: options.refetchInterval,
    // A list asked for again with other options (more chat-log lines) keeps showing the rows it
    // has until the new ones arrive, rather than flashing back to 'Loading…'.
    placeholderData: keepPreviousData,
  });
  return {
    data: query.data,
    loading: query.isPending,
    /** A read is on its way for a list already shown (Refresh, the 10 s sessions poll). */
    refreshing: query.isFetching && !query.isPending,
    error: query.error ? adminFailureText(query.error, failure) : null,
    refetch: () => void query.refetch(),
  };
}

/**
 * Reads an admin list a page at a time, each page naming the one after it (`nextBefore`);
 * errors and denial as useAdminQuery.
 */
export function useAdminPages<T extends { nextBefore?: string }>(
  key: QueryKey,
  call: (session: string, before: string | undefined) => Promise<T>,
  failure: string,
) {
  const { session, denied } = useAdminData();
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: async ({ pageParam }) => {
      try {
        return await call(session, pageParam);
      } catch (error) {
        if (isAccessDenied(error)) denied();
        throw error;
      }
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore,
    placeholderData: keepPreviousData,
  });
  return {
    pages: query.data?.pages,
    loading: query.isPending,
    refreshing: query.isFetching && !query.isPending && !query.isFetchingNextPage,
    error: query.error ? adminFailureText(query.error, failure) : null,
    refetch: () => void query.refetch(),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}

export type AdminActionOptions<R> = {
  /** DA §8 fallback when the server gives no sentence. */
  failure: string;
  /** The success toast; the server's `message` when absent and the answer has one. */
  success?: (answer: R) => string | null;
  /** The lists this action changes, refetched after it succeeds or fails. */
  invalidates: readonly QueryKey[];
  onSuccess?: (answer: R) => void;
};

/**
 * One admin action (add, delete, toggle, kick, …): its success and failure become toasts, a 401
 * or 403 logs the admin out, and the lists it touches are refetched either way.
 */
export function useAdminAction<V, R>(
  call: (session: string, variables: V) => Promise<R>,
  options: AdminActionOptions<R>,
) {
  const { session, denied, toast } = useAdminData();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (variables: V) => call(session, variables),
    onSuccess: (answer) => {
      const text = options.success ? options.success(answer) : messageOf(answer);
      if (text) toast('success', text);
      options.onSuccess?.(answer);
    },
    onError: (error) => {
      if (isAccessDenied(error)) denied();
      else toast('error', adminFailureText(error, options.failure));
    },
    onSettled: () =>
      Promise.all(options.invalidates.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
  return {
    run: (variables: V) => mutation.mutate(variables),
    /** As run, resolving true when it succeeded (forms that reset on success). */
    runAsync: (variables: V) =>
      mutation.mutateAsync(variables).then(
        () => true,
        () => false,
      ),
    busy: mutation.isPending,
  };
}

function messageOf(answer: unknown): string | null {
  if (typeof answer === 'object' && answer !== null && 'message' in answer) {
    const { message } = answer as { message: unknown };
    return typeof message === 'string' ? message : null;
  }
  return null;
}
