import { dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import { matchRoute } from '@putt/contract/routes';
import { queryClient } from '../api/query-client';
import i18n from './i18n';
import { markSessionFromSnapshot } from '../session/session';
import { preloadPage } from './pages';
import { queryKeyOf } from '../api/client';

/**
 * Public pages are prerendered at build time (scripts/prerender.mjs): the server sends their
 * finished HTML, so the visitor sees the page before the JavaScript has run. The snapshot carries
 * what the page had loaded (its i18n namespaces and query data, the visitor's empty session); the
 * app loads the same before it hydrates the page, so its first render matches the snapshot, then
 * fetches the data afresh (a member's session replaces the visitor's).
 */
export type PrerenderState = { lang: string; ns: string[]; chunks: string[]; queries: DehydratedState };

const STATE_ID = 'prerender-state';

function readState(): PrerenderState | null {
  const element = document.getElementById(STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PrerenderState;
  } catch {
    return null;
  }
}

/**
 * Before the first render: take over a prerendered page's state. Answers whether the page in the
 * document is a snapshot the app can hydrate (false on other pages, or in another language).
 */
export async function resumePrerenderedPage(): Promise<boolean> {
  const state = readState();
  document.getElementById(STATE_ID)?.remove();
  if (!state) return false;
  // The app's modules have just run, all in one task: a slow phone's main thread is free again
  // before the page's code is asked for (Lighthouse TBT, decision 012).
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (!i18n.isInitialized) await new Promise((resolve) => i18n.on('initialized', resolve));
  if (state.lang !== i18n.language) return false;
  hydrate(queryClient, asOfNow(state.queries));
  markSessionFromSnapshot();
  const route = matchRoute(window.location.pathname);
  await Promise.all([route ? preloadPage(route) : undefined, i18n.loadNamespaces(state.ns)]);
  // the code of every lazy part the page showed, so hydration does not wait for it
  await Promise.all(state.chunks.map((url) => import(/* @vite-ignore */ url).catch(() => undefined)));
  resumed = true;
  return true;
}

let resumed = false;

/**
 * The snapshot's data, dated now. Data as old as the build is stale, and a stale query is fetched
 * again as soon as a component using it mounts: the header's session mounts before the home's lazy
 * login box has hydrated, so a member's session (or data staff changed since the build) reached
 * the box first and its HTML no longer matched (React error #418, seen in e2e). The data is
 * fetched afresh by `refreshPrerenderedData`, once every part has hydrated.
 */
function asOfNow(queries: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...queries,
    queries: queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

/**
 * Once the page has hydrated: the snapshot's data is as old as the build (and its session is a
 * visitor's), so fetch it all afresh. Not before: data that changes while React still hydrates a
 * part of the page no longer matches that part's HTML.
 */
export function refreshPrerenderedData(): void {
  if (!resumed) return;
  resumed = false;
  // when the browser is idle: the page's nested parts (a lazy login box) hydrate after the page
  const refresh = () => void queryClient.invalidateQueries();
  if ('requestIdleCallback' in window) requestIdleCallback(refresh, { timeout: 2000 });
  else setTimeout(refresh, 500);
}

const liveOnly: readonly string[] = [queryKeyOf('getBoards')[0], queryKeyOf('getSiteInfo')[0]];

/** What the prerender script reads from the finished page (see scripts/prerender.mjs). */
export function snapshotState(): PrerenderState {
  const lang = i18n.language;
  return {
    lang,
    ns: Object.keys(i18n.store.data[lang] ?? {}),
    chunks: performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
    queries: dehydrate(queryClient, {
      // board posts and the company data are the live server's, not the build's demo server's:
      // pages fetch them themselves once hydrated (the company's: api/site-info.ts, decision 033)
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && !liveOnly.includes(query.queryKey[0] as string),
    }),
  };
}

/** No query under way and the descriptions loaded: the page shows what it will show. */
export function isSettled(): boolean {
  return queryClient.isFetching() === 0 && i18n.hasLoadedNamespace('descriptions');
}
