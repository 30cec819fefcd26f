// The elevator application: E2, visitor elevator access, exactly as SITE-API.md's steps 1–6 say.
// It calls the organization service (E1, E3) and the common component service (E4) over real HTTP
// with its own client, and writes the visitor's elevator access rules.
//
// "Nothing written when any step fails": the access rules are written last, in memory, after every
// downstream call has succeeded, so they are never half-written. The image-store bindings are
// written by the organization service one store at a time (E3 per building); when a later store
// fails, the stores this very call newly bound (boundCount > 0) are unbound again (E3 batchUnbind),
// and the E2 fails. Stores the visitor was already bound to before the call are left alone. Calls
// for the same visitor are serialized so that one call's undo cannot take away a binding that a
// concurrent call relies on.
import type {
  AddVisitorRequest,
  BatchBindResult,
  BatchUnbindResult,
  Page,
  PersonResult,
  ServiceFailure,
  ServiceResult,
  Zone,
} from '../../shared/site';
import { SITE_PATHS } from '../../shared/site';
import { KeyedQueue } from '../../shared/node/keyed-queue';
import type { Answering } from '../call-log';
import { failure, success } from '../envelope';
import type { FaultSettings } from '../faults';
import { answeringOf, SimServer } from '../service-server';
import { UpstreamClient, UpstreamError, type ClientTimeouts } from '../upstream';
import { wireSchemaRef, wireValidator } from '../validator';
import { ZoneCache, type ZoneCacheOptions } from './zone-cache';

/** How to build the elevator application. */
export interface ElevatorServiceOptions {
  /** Base URL (with context path) of the organization service. */
  organizationUrl: string;
  /** Base URL (with context path) of the common component service. */
  commonUrl: string;
  /** Time limits of its calls to those services. */
  timeouts: ClientTimeouts;
  /** The E4 zone cache. */
  zoneCache: ZoneCacheOptions;
  /** Faults to inject from the start. */
  faults?: FaultSettings;
}

const NOTHING_WRITTEN = 'nothing was written';

const plural = (ids: readonly string[], one: string, many: string): string =>
  ids.length === 1 ? `${one} ${ids[0]} does not exist` : `${many} ${ids.join(', ')} do not exist`;

/** The elevator application's state and E2. */
export class ElevatorApplication {
  private readonly rules = new Map<string, string[]>();
  private revision = 0;
  private readonly client: UpstreamClient;
  private readonly zones: ZoneCache;
  private readonly queue = new KeyedQueue();
  private readonly options: ElevatorServiceOptions;
  // Compiled up front: a schema problem must stop start-up, not fail the first E2.
  private readonly answers = {
    person: wireValidator('PersonResultEnvelope'),
    bind: wireValidator('BatchBindEnvelope'),
    unbind: wireValidator('BatchUnbindEnvelope'),
    zonePage: wireValidator('ZonePageEnvelope'),
  };

  constructor(options: ElevatorServiceOptions) {
    this.options = options;
    this.client = new UpstreamClient(options.timeouts);
    this.zones = new ZoneCache((pageNo, pageSize, answering) => this.zonePage(pageNo, pageSize, answering), options.zoneCache);
  }

  /** E2; every downstream call carries the trace of `answering` and is appended to its calls. */
  async addVisitor(request: AddVisitorRequest, answering: Answering): Promise<ServiceResult<boolean>> {
    return this.queue.run(request.visitorId, async () => {
      try {
        return await this.addVisitorNow(request.visitorId, [...new Set(request.floorIds ?? [])], answering);
      } catch (error) {
        if (error instanceof UpstreamError) return failure('UPSTREAM_UNAVAILABLE', `${error.message}; ${NOTHING_WRITTEN}`);
        throw error;
      }
    });
  }

  /** Drops the zone cache. */
  clearZoneCache(): void {
    this.zones.clear();
  }

  /** What /__sim/state shows. */
  view(): Record<string, unknown> & { revision: number } {
    return {
      revision: this.revision,
      accessRules: [...this.rules.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([visitorId, floorIds]) => ({ visitorId, floorIds })),
      zoneCache: this.zones.view(),
      upstream: { organization: this.options.organizationUrl, common: this.options.commonUrl, timeouts: this.options.timeouts },
    };
  }

  /** Closes the client's connections. */
  async close(): Promise<void> {
    await this.client.close();
  }

  private async addVisitorNow(visitorId: string, requested: string[], answering: Answering): Promise<ServiceResult<boolean>> {
    // Step 2: only an empty floorIds asks E1, and E1's floorList then is the floor list.
    let floorIds = requested;
    if (floorIds.length === 0) {
      const person = await this.personDetail(visitorId, answering);
      if (!person.success) {
        if (person.code === 'PERSON_NOT_FOUND')
          return failure('VISITOR_NOT_FOUND', `visitor ${visitorId} does not exist; ${NOTHING_WRITTEN}`);
        throw this.unexpected('organization', 'E1', person);
      }
      floorIds = [...new Set(person.data.floorList.map((f) => f.floorId))];
      if (floorIds.length === 0)
        return failure(
          'NO_FLOORS',
          `visitor ${visitorId} has no floors: the request names none and the organization service lists none for them; ${NOTHING_WRITTEN}`,
        );
    }

    // Step 3: every floor must be a floor E4 knows.
    const snapshot = await this.zones.get(answering);
    const unknown = floorIds.filter((id) => !snapshot.floors.has(id));
    if (unknown.length > 0) return failure('FLOOR_NOT_FOUND', `${plural(unknown, 'floor', 'floors')}; ${NOTHING_WRITTEN}`);
    const floors = floorIds.map((id) => snapshot.floors.get(id) as Zone);
    const buildings = new Map<string, Zone>();
    for (const floor of floors) {
      const building = floor.parentId === null ? undefined : snapshot.buildings.get(floor.parentId);
      if (!building)
        throw new UpstreamError(
          'common',
          'E4',
          `the common component service lists floor ${floor.zoneId} in building ${String(floor.parentId)}, which it does not list`,
          200,
          false,
        );
      buildings.set(building.zoneId, building);
    }
    const stores: string[] = [];
    for (const building of [...buildings.values()].sort((a, b) => (a.zoneId < b.zoneId ? -1 : 1))) {
      if (building.imageStoreId === null)
        return failure(
          'IMAGE_STORE_NOT_FOUND',
          `building ${building.zoneId} (${building.zoneName}) has no image store; ${NOTHING_WRITTEN}`,
        );
      if (!stores.includes(building.imageStoreId)) stores.push(building.imageStoreId);
    }

    // Step 4: bind to each building's image store, undoing this call's bindings if one fails.
    const newlyBound: string[] = [];
    for (const imageStoreId of stores) {
      let bound: ServiceResult<BatchBindResult>;
      try {
        bound = await this.bind(imageStoreId, visitorId, answering);
      } catch (error) {
        if (error instanceof UpstreamError)
          return failure('UPSTREAM_UNAVAILABLE', `${error.message}; ${await this.undo(visitorId, newlyBound, answering)}`);
        throw error;
      }
      if (!bound.success) {
        const undone = await this.undo(visitorId, newlyBound, answering);
        if (bound.code === 'PERSON_NOT_FOUND') return failure('VISITOR_NOT_FOUND', `visitor ${visitorId} does not exist; ${undone}`);
        if (bound.code === 'IMAGE_STORE_NOT_FOUND')
          return failure('IMAGE_STORE_NOT_FOUND', `image store ${imageStoreId} does not exist in the organization service; ${undone}`);
        return failure('UPSTREAM_UNAVAILABLE', `${this.unexpected('organization', 'E3', bound).message}; ${undone}`);
      }
      if (bound.data.boundCount > 0) newlyBound.push(imageStoreId);
    }

    // Step 5: the rule set becomes exactly these floors; the same set again changes nothing.
    const ordered = [...floors]
      .sort((a, b) => (a.parentId === b.parentId ? (a.floorNo ?? 0) - (b.floorNo ?? 0) : String(a.parentId) < String(b.parentId) ? -1 : 1))
      .map((f) => f.zoneId);
    const current = this.rules.get(visitorId);
    if (!current || current.length !== ordered.length || current.some((id, i) => id !== ordered[i])) {
      this.rules.set(visitorId, ordered);
      this.revision += 1;
    }
    return success(true);
  }

  /** Undoes the bindings this call made; says what became of them. */
  private async undo(visitorId: string, stores: readonly string[], answering: Answering): Promise<string> {
    const left: string[] = [];
    let reason = '';
    for (const imageStoreId of stores) {
      try {
        const result = await this.client.callEnvelope<BatchUnbindResult>(
          { target: 'organization', endpoint: 'E3-unbind', url: `${this.options.organizationUrl}${SITE_PATHS.imageStoreBatchUnbind}` },
          { imageStoreId, personIds: [visitorId] },
          this.answers.unbind,
          answering,
        );
        if (!result.success) {
          left.push(imageStoreId);
          reason = `${result.code}: ${result.msg}`;
        }
      } catch (error) {
        left.push(imageStoreId);
        reason = (error as Error).message;
      }
    }
    if (left.length === 0)
      return stores.length === 0 ? NOTHING_WRITTEN : `nothing was written (the binding to ${stores.join(', ')} was undone)`;
    return `undoing the binding failed, so visitor ${visitorId} stays bound to ${left.join(', ')} (${reason}); no access rule was written`;
  }

  private async personDetail(personId: string, answering: Answering): Promise<ServiceResult<PersonResult>> {
    return this.client.callEnvelope<PersonResult>(
      { target: 'organization', endpoint: 'E1', url: `${this.options.organizationUrl}${SITE_PATHS.personDetail}` },
      { personId },
      this.answers.person,
      answering,
    );
  }

  private async bind(imageStoreId: string, visitorId: string, answering: Answering): Promise<ServiceResult<BatchBindResult>> {
    return this.client.callEnvelope<BatchBindResult>(
      { target: 'organization', endpoint: 'E3', url: `${this.options.organizationUrl}${SITE_PATHS.imageStoreBatchBind}` },
      { imageStoreId, personIds: [visitorId] },
      this.answers.bind,
      answering,
    );
  }

  private async zonePage(pageNo: number, pageSize: number, answering: Answering): Promise<Page<Zone>> {
    const result = await this.client.callEnvelope<Page<Zone>>(
      { target: 'common', endpoint: 'E4', url: `${this.options.commonUrl}${SITE_PATHS.zonePage}` },
      { pageNo, pageSize },
      this.answers.zonePage,
      answering,
    );
    if (!result.success) throw this.unexpected('common', 'E4', result);
    return result.data;
  }

  private unexpected(target: 'organization' | 'common', endpoint: 'E1' | 'E3' | 'E4', answer: ServiceFailure): UpstreamError {
    const title = target === 'organization' ? 'organization service' : 'common component service';
    return new UpstreamError(target, endpoint, `the ${title} answered ${endpoint} with ${answer.code}: ${answer.msg}`, 200, false);
  }
}

/** Builds the elevator application's server (not yet listening). */
export function createElevatorService(options: ElevatorServiceOptions): SimServer {
  const elevator = new ElevatorApplication(options);
  return new SimServer({
    service: 'elevator',
    faults: options.faults,
    describeState: () => elevator.view(),
    routes: (scope) => {
      scope.post(SITE_PATHS.addVisitor, { schema: { body: wireSchemaRef('AddVisitorRequest') } }, async (request) =>
        elevator.addVisitor(request.body as AddVisitorRequest, answeringOf(request)),
      );
    },
    simRoutes: (app) => {
      app.post('/__sim/zone-cache/clear', async () => {
        elevator.clearZoneCache();
        return success(true);
      });
    },
    onClose: () => elevator.close(),
  });
}
