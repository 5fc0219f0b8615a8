/**
 * The one script a prerendered page fetches before it paints (decision 012). The page is drawn by
 * its HTML and inline styles alone; after the frame that paints it, this adds what the built
 * index.html has in its head, the preloads of the app entry's imports (`data-preload`) and the
 * entry (`data-entry`), and the app takes the page over as on any other page. On a slow network
 * nothing competes with the first paint, and on a slow phone the app's work comes after it.
 */
// a module script has no `document.currentScript`: it finds its own tag
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');

let started = false;

/** Each link starts a fetch, which costs a slow phone a few milliseconds: a few per task. */
const LINKS_PER_TASK = 4;

function start(): void {
  const entry = tag?.dataset.entry;
  if (started || !entry) return;
  started = true;
  // links, as in index.html: the app's code loader sees them and does not preload these again
  const preloads = tag.dataset.preload?.split(' ').filter(Boolean) ?? [];
  const addSome = () => {
    for (const href of preloads.splice(0, LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (preloads.length > 0) setTimeout(addSome, 0);
    else addEntry(entry);
  };
  addSome();
}

function addEntry(src: string): void {
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = src;
  document.head.append(script);
}

// after the frame that paints the page; the timer covers a tab that paints no frames (hidden)
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
