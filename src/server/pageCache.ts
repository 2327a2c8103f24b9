/**
 * The cache of pages drawn on the server (prerender.ts), in a module of its own so that the routers that
 * delete plans can empty it without importing the router that prerender.ts reads through.
 */

/**
 * The pages drawn so far (the security review of 2026-11-27, MEDIUM-2: a plan's page took most of a
 * second of the event loop each time, and nothing was kept). Keyed by what the drawing depends on: the
 * prerender entry, the path (language included) and a hash of the data read for it, so a changed plan (its
 * name, a rating, its progression) or a deleted one never gets the old page: its data, and so its key,
 * differ. Bounded by size, least recently used first out, and by age, since a drawing can also show the
 * date (the footer's year, the beta's end). A deleted plan's pages are dropped at once
 * (forgetDrawnPlan), so the public view of a deleted plan does not stay in memory either.
 */
export const PAGE_CACHE = { maxBytes: 32 * 1024 * 1024, maxAgeMs: 10 * 60_000 } as const;

type CachedPage = { root: string; bytes: number; at: number; planId: string | undefined };

class DrawnPageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  get(key: string, now = Date.now()): string | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (now - page.at > PAGE_CACHE.maxAgeMs) {
      this.bytes -= page.bytes;
      return undefined;
    }
    this.pages.set(key, page); // most recently used last
    return page.root;
  }

  set(key: string, root: string, planId: string | undefined, now = Date.now()): void {
    const bytes = root.length * 2; // a JavaScript string's two bytes per code unit
    if (bytes > PAGE_CACHE.maxBytes) return;
    this.delete(key);
    this.pages.set(key, { root, bytes, at: now, planId });
    this.bytes += bytes;
    for (const [oldest] of this.pages) {
      if (this.bytes <= PAGE_CACHE.maxBytes) break;
      this.delete(oldest);
    }
  }

  forgetPlan(planId: string): number {
    let forgotten = 0;
    for (const [key, page] of this.pages)
      if (page.planId === planId) {
        this.delete(key);
        forgotten += 1;
      }
    return forgotten;
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }
}

export const drawnPages = new DrawnPageCache();

/** Drops every drawn page of a plan (privacy/planDeleted.ts, when the plan is deleted). */
export function forgetDrawnPlan(planId: string): number {
  return drawnPages.forgetPlan(planId);
}

/** How many drawn pages are kept and their size, for tests. */
export function drawnPageCacheSize(): { pages: number; bytes: number } {
  return drawnPages.size;
}
