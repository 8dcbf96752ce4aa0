/**
 * A domain's stylesheet (docs/adr/018): a file of its release, linked while any of its applications or parcels is
 * mounted. The first mount links it and waits for it, so a page never shows unstyled; the last unmount removes it.
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

/** Links `href` (once, however many mount with it) and settles when its rules apply. */
export function linkStylesheet(href: string): Promise<void> {
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
  entry.users += 1;
  return entry.ready;
}

/** One user of `href` is gone; the last one removes its link. */
export function unlinkStylesheet(href: string): void {
  const entry = linked.get(href);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  entry.link.remove();
  linked.delete(href);
}
