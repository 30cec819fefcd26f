// The elevator application's cache of E4's zones. Resolving floors through E4 means paging through
// every zone; doing that on every E2 would make E2 cost a full crawl of the common component
// service. So the elevator application keeps one snapshot of all zones:
// - it is loaded on first use, paging E4 to the end, and kept for `ttlMs` (0 turns caching off);
// - concurrent E2s that find it missing or expired share one load instead of each crawling E4;
// - a failed load keeps nothing and fails the E2s that waited for it (never a half snapshot);
// - POST /__sim/zone-cache/clear drops it at once (the reference site's zones never change while
//   it runs, so the TTL only bounds how stale a real site's floors could be).
// Every use is recorded in the call log: a load as its real E4 calls, a hit as one E4 entry with
// source "cache", so that "E4 was consulted" and "E4 was really called" can both be seen.
import { performance } from 'node:perf_hooks';
import type { Page, Zone } from '../../shared/site';
import type { Answering, OutboundCall } from '../call-log';
import { UpstreamError } from '../upstream';

/** How the cache behaves. */
export interface ZoneCacheOptions {
  /** How long a snapshot serves E2s; 0 pages E4 on every E2. */
  ttlMs: number;
  /** Page size of the E4 calls that load a snapshot (1..200). */
  pageSize: number;
}

/** All zones of the site at one moment. */
export interface ZoneSnapshot {
  /** Floor zones by id. */
  floors: ReadonlyMap<string, Zone>;
  /** Building zones by id. */
  buildings: ReadonlyMap<string, Zone>;
  /** When it was loaded (performance.now()). */
  loadedAt: number;
  /** How many E4 pages it took. */
  pages: number;
}

/** Calls one E4 page; throws UpstreamError when no usable page came back. */
export type ZonePageFetcher = (pageNo: number, pageSize: number, answering: Answering) => Promise<Page<Zone>>;

/** A site with more zones than this is not a site the reference elevator application will crawl. */
const MAX_ZONES = 100_000;

/** The snapshot, its loading and its counters. */
export class ZoneCache {
  private snapshot: ZoneSnapshot | null = null;
  private loading: Promise<ZoneSnapshot> | null = null;
  private hits = 0;
  private loads = 0;
  private readonly fetchPage: ZonePageFetcher;
  private readonly options: ZoneCacheOptions;

  constructor(fetchPage: ZonePageFetcher, options: ZoneCacheOptions) {
    this.fetchPage = fetchPage;
    this.options = options;
  }

  /**
   * The zones, from the cache when it is fresh, else loaded from E4 (the E4 pages belong to the
   * trace of the call that started the load); every use is appended to `answering.calls`.
   */
  async get(answering: Answering): Promise<ZoneSnapshot> {
    const snapshot = this.snapshot;
    if (snapshot && this.isFresh(snapshot)) {
      this.hits += 1;
      answering.calls.push(cacheEntry(snapshot, null, 0));
      return snapshot;
    }
    if (this.options.ttlMs > 0 && this.loading) return this.wait(this.loading, answering.calls);
    const load = this.load(answering);
    if (this.options.ttlMs > 0) {
      this.loading = load;
      const clear = (): void => {
        if (this.loading === load) this.loading = null;
      };
      load.then(clear, clear);
    }
    return load;
  }

  /** Drops the snapshot; the next E2 loads a new one. */
  clear(): void {
    this.snapshot = null;
  }

  /** What /__sim/state shows. */
  view(): {
    state: 'empty' | 'fresh' | 'expired';
    ttlMs: number;
    pageSize: number;
    ageMs: number | null;
    zones: number;
    pages: number;
    hits: number;
    loads: number;
  } {
    const s = this.snapshot;
    return {
      state: s === null ? 'empty' : this.isFresh(s) ? 'fresh' : 'expired',
      ttlMs: this.options.ttlMs,
      pageSize: this.options.pageSize,
      ageMs: s === null ? null : Math.round(performance.now() - s.loadedAt),
      zones: s === null ? 0 : s.floors.size + s.buildings.size,
      pages: s?.pages ?? 0,
      hits: this.hits,
      loads: this.loads,
    };
  }

  private isFresh(snapshot: ZoneSnapshot): boolean {
    return this.options.ttlMs > 0 && performance.now() - snapshot.loadedAt < this.options.ttlMs;
  }

  private async wait(loading: Promise<ZoneSnapshot>, calls: OutboundCall[]): Promise<ZoneSnapshot> {
    const started = performance.now();
    try {
      const snapshot = await loading;
      this.hits += 1;
      calls.push(cacheEntry(snapshot, null, performance.now() - started));
      return snapshot;
    } catch (error) {
      calls.push(cacheEntry(null, (error as Error).message, performance.now() - started));
      throw error;
    }
  }

  private async load(answering: Answering): Promise<ZoneSnapshot> {
    const floors = new Map<string, Zone>();
    const buildings = new Map<string, Zone>();
    const { pageSize } = this.options;
    let pageNo = 1;
    let seen = 0;
    for (;;) {
      const page = await this.fetchPage(pageNo, pageSize, answering);
      for (const zone of page.list) (zone.zoneType === 'floor' ? floors : buildings).set(zone.zoneId, zone);
      seen += page.list.length;
      if (page.list.length === 0 || seen >= page.total) break;
      if (seen >= MAX_ZONES)
        throw new UpstreamError(
          'common',
          'E4',
          `the common component service lists more than ${MAX_ZONES} zones; the elevator application refuses to crawl them`,
          200,
          false,
        );
      pageNo += 1;
    }
    const snapshot: ZoneSnapshot = { floors, buildings, loadedAt: performance.now(), pages: pageNo };
    this.loads += 1;
    if (this.options.ttlMs > 0) this.snapshot = snapshot;
    return snapshot;
  }
}

function cacheEntry(snapshot: ZoneSnapshot | null, error: string | null, waitedMs: number): OutboundCall {
  return {
    endpoint: 'E4',
    target: 'common',
    source: 'cache',
    url: null,
    request: null,
    ok: snapshot !== null,
    status: null,
    code: snapshot !== null ? '0' : null,
    error,
    durationMs: Math.round(waitedMs * 10) / 10,
    traceparent: null,
  };
}
