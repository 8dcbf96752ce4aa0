/**
 * A domain's stylesheet (docs/adr/018): a file of its release, linked once per page and applied while any of its
 * applications or parcels is mounted. Bootstrapping loads it, so single-spa mounts (and React renders) only once its
 * rules are there, and mounts nothing if the location changed meanwhile; a mount applies it at once. When the last mount
 * of the domain is gone it is disabled, not removed: mounting again needs no new load.
 */
interface Linked {
  link: HTMLLinkElement;
  /** The applications and parcels mounted with it. */
  users: number;
  /** Settled once the browser has the rules (or gave up on them: the page still works, unstyled). */
  ready: Promise<void>;
}

const linked = new Map<string, Linked>();

/**
 * After the stylesheets already in the page (the portal's, other domains'), before any `<style>` a screen adds later
 * (the dashboard's charts): every domain's rules keep their place in the cascade, as when they were one file.
 */
function insert(link: HTMLLinkElement): void {
  const links = document.head.querySelectorAll('link[rel="stylesheet"]');
  const last = links[links.length - 1];
  if (last) last.after(link);
  else document.head.append(link);
}

function linkOf(href: string): Linked {
  let entry = linked.get(href);
  if (!entry) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    const ready = new Promise<void>((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener(
        'error',
        () => {
          console.error(`The stylesheet ${href} did not load`);
          resolve();
        },
        { once: true },
      );
    });
    insert(link);
    entry = { link, users: 0, ready };
    linked.set(href, entry);
  }
  return entry;
}

/** Links `href` (once per page) and settles when its rules are loaded; nothing mounted yet, it stays disabled. */
export async function loadStylesheet(href: string): Promise<void> {
  const entry = linkOf(href);
  await entry.ready;
  if (entry.users === 0) entry.link.disabled = true;
}

/** One more mount uses `href`: its rules apply (at once when it is loaded, which the promise says). */
export function applyStylesheet(href: string): Promise<void> {
  const entry = linkOf(href);
  entry.users += 1;
  entry.link.disabled = false;
  return entry.ready;
}

/** One mount of `href` is gone; with the last one its rules no longer apply. */
export function releaseStylesheet(href: string): void {
  const entry = linked.get(href);
  if (!entry || entry.users === 0) return;
  entry.users -= 1;
  if (entry.users === 0) entry.link.disabled = true;
}
