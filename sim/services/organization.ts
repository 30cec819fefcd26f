// The organization service: persons and their floors (E1, with the floor policy of rule 1) and the
// image stores (face libraries) that persons are bound to (E3 batchBind, batchUnbind, page).
import type {
  BatchBindResult,
  BatchUnbindResult,
  Floor,
  ImageStore,
  ImageStorePersonsRequest,
  Page,
  PageRequest,
  PersonDetailRequest,
  PersonResult,
  ServiceResult,
} from '../../shared/site';
import { SITE_PATHS } from '../../shared/site';
import { failure, success } from '../envelope';
import type { FaultSettings } from '../faults';
import { pageOf } from '../paging';
import { formatRequestIssues, SimServer } from '../service-server';
import type { FloorPolicy, SiteData, SitePersonData } from '../site-data';
import { wireSchemaRef } from '../validator';

/** How to build the organization service. */
export interface OrganizationServiceOptions {
  /** The site's data (persons, buildings, image stores, floor policy). */
  data: SiteData;
  /** Faults to inject from the start. */
  faults?: FaultSettings;
}

interface Store {
  name: string;
  members: Set<string>;
}

const byBuildingThenNumber = (a: Floor, b: Floor): number =>
  a.buildingId < b.buildingId ? -1 : a.buildingId > b.buildingId ? 1 : a.floorNo - b.floorNo;

const listIds = (ids: readonly string[]): string =>
  ids.length === 1 ? `person ${ids[0]} does not exist` : `persons ${ids.join(', ')} do not exist`;

/** The organization's records and what E1 and E3 do with them. */
export class Organization {
  private readonly floors = new Map<string, Floor>();
  private readonly persons = new Map<string, SitePersonData>();
  private readonly stores = new Map<string, Store>();
  private policy: FloorPolicy;
  private revision = 0;

  constructor(data: SiteData) {
    for (const building of data.buildings) {
      for (const floor of building.floors) {
        this.floors.set(floor.floorId, {
          floorId: floor.floorId,
          floorName: floor.floorName,
          floorNo: floor.floorNo,
          buildingId: building.buildingId,
          buildingName: building.buildingName,
        });
      }
      const store = this.stores.get(building.imageStoreId);
      if (store) store.name = `${store.name.replace(/ face library$/, '')} / ${building.buildingName} face library`;
      else this.stores.set(building.imageStoreId, { name: `${building.buildingName} face library`, members: new Set() });
    }
    const storeOfBuilding = new Map(data.buildings.map((b) => [b.buildingId, b.imageStoreId]));
    for (const person of data.persons) {
      this.persons.set(person.personId, person);
      // Staff already carry faces in the libraries of the buildings they work in; visitors start
      // unbound, so that E2 visibly binds them.
      if (person.personType !== 'staff') continue;
      for (const floorId of person.floorIds) {
        const buildingId = this.floors.get(floorId)?.buildingId;
        const storeId = buildingId === undefined ? undefined : storeOfBuilding.get(buildingId);
        if (storeId !== undefined) this.stores.get(storeId)?.members.add(person.personId);
      }
    }
    this.policy = structuredClone(data.floorPolicy ?? { enabled: false, rules: [] });
  }

  /** E1. */
  personDetail(request: PersonDetailRequest): ServiceResult<PersonResult> {
    const person = this.persons.get(request.personId);
    if (!person) return failure('PERSON_NOT_FOUND', `person ${request.personId} does not exist`);
    return success({
      personId: person.personId,
      personName: person.personName,
      personType: person.personType,
      orgUnitId: person.orgUnitId ?? null,
      floorList: this.floorList(person),
    });
  }

  /** E3 batchBind: all or nothing; binding again is not an error. */
  batchBind(request: ImageStorePersonsRequest): ServiceResult<BatchBindResult> {
    const store = this.stores.get(request.imageStoreId);
    if (!store) return failure('IMAGE_STORE_NOT_FOUND', `image store ${request.imageStoreId} does not exist`);
    const unknown = this.unknownPersons(request.personIds);
    if (unknown.length > 0) return failure('PERSON_NOT_FOUND', `${listIds(unknown)}; nobody was bound to ${request.imageStoreId}`);
    let boundCount = 0;
    for (const id of new Set(request.personIds)) {
      if (!store.members.has(id)) {
        store.members.add(id);
        boundCount += 1;
      }
    }
    if (boundCount > 0) this.revision += 1;
    return success({ boundCount });
  }

  /** E3 batchUnbind: all or nothing; unbinding a person who is not bound is not an error. */
  batchUnbind(request: ImageStorePersonsRequest): ServiceResult<BatchUnbindResult> {
    const store = this.stores.get(request.imageStoreId);
    if (!store) return failure('IMAGE_STORE_NOT_FOUND', `image store ${request.imageStoreId} does not exist`);
    const unknown = this.unknownPersons(request.personIds);
    if (unknown.length > 0) return failure('PERSON_NOT_FOUND', `${listIds(unknown)}; nobody was unbound from ${request.imageStoreId}`);
    let unboundCount = 0;
    for (const id of new Set(request.personIds)) {
      if (store.members.delete(id)) unboundCount += 1;
    }
    if (unboundCount > 0) this.revision += 1;
    return success({ unboundCount });
  }

  /** E3 page: image stores ordered by id. */
  imageStorePage(request: PageRequest): ServiceResult<Page<ImageStore>> {
    return success(pageOf(this.imageStores(), request));
  }

  /** Replaces the floor policy; returns the floors it names that do not exist (then nothing changes). */
  setFloorPolicy(policy: FloorPolicy): string[] {
    const problems: string[] = [];
    policy.rules.forEach((rule, r) =>
      rule.floorIds.forEach((id, i) => {
        if (!this.floors.has(id)) problems.push(`/rules/${r}/floorIds/${i}`);
      }),
    );
    if (problems.length === 0) this.policy = structuredClone(policy);
    return problems;
  }

  /** The floor policy in force. */
  floorPolicy(): FloorPolicy {
    return structuredClone(this.policy);
  }

  /** What /__sim/state shows. */
  view(): { revision: number; persons: number; floorPolicy: FloorPolicy; imageStores: ImageStore[] } {
    return { revision: this.revision, persons: this.persons.size, floorPolicy: this.floorPolicy(), imageStores: this.imageStores() };
  }

  // Rule 1: with the policy on, floorList means "the floors the policy grants", not the person's own.
  private floorList(person: SitePersonData): Floor[] {
    const ids = this.policy.enabled
      ? this.policy.rules
          .filter(
            (rule) =>
              (rule.personType === undefined || rule.personType === person.personType) &&
              (rule.orgUnitId === undefined || rule.orgUnitId === (person.orgUnitId ?? null)),
          )
          .flatMap((rule) => rule.floorIds)
      : person.floorIds;
    const floors: Floor[] = [];
    for (const id of new Set(ids)) {
      const floor = this.floors.get(id);
      if (floor) floors.push({ ...floor });
    }
    return floors.sort(byBuildingThenNumber);
  }

  private unknownPersons(ids: readonly string[]): string[] {
    return [...new Set(ids)].filter((id) => !this.persons.has(id));
  }

  private imageStores(): ImageStore[] {
    return [...this.stores.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([imageStoreId, store]) => ({ imageStoreId, name: store.name, personIds: [...store.members].sort() }));
  }
}

/** Builds the organization service's server (not yet listening). */
export function createOrganizationService(options: OrganizationServiceOptions): SimServer {
  const organization = new Organization(options.data);
  return new SimServer({
    service: 'organization',
    faults: options.faults,
    describeState: () => organization.view(),
    routes: (scope) => {
      scope.post(SITE_PATHS.personDetail, { schema: { body: wireSchemaRef('PersonDetailRequest') } }, async (request) =>
        organization.personDetail(request.body as PersonDetailRequest),
      );
      scope.post(SITE_PATHS.imageStoreBatchBind, { schema: { body: wireSchemaRef('ImageStorePersonsRequest') } }, async (request) =>
        organization.batchBind(request.body as ImageStorePersonsRequest),
      );
      scope.post(SITE_PATHS.imageStoreBatchUnbind, { schema: { body: wireSchemaRef('ImageStorePersonsRequest') } }, async (request) =>
        organization.batchUnbind(request.body as ImageStorePersonsRequest),
      );
      scope.post(SITE_PATHS.imageStorePage, { schema: { body: wireSchemaRef('PageRequest') } }, async (request) =>
        organization.imageStorePage(request.body as PageRequest),
      );
    },
    simRoutes: (app) => {
      app.put('/__sim/floor-policy', { schema: { body: wireSchemaRef('FloorPolicy') } }, async (request, reply) => {
        const problems = organization.setFloorPolicy(request.body as FloorPolicy);
        if (problems.length > 0) {
          return reply
            .code(400)
            .send(
              failure(
                'INVALID_REQUEST',
                `invalid request: ${formatRequestIssues(problems.map((pointer) => ({ pointer, reason: 'is not a floor of any building' })))}; the policy was not changed`,
              ),
            );
        }
        return success(organization.floorPolicy());
      });
    },
  });
}
