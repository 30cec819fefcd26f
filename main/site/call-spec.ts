// What each site call sends and what its data must be: the operations of routes.ts and E4 zone
// pages, their titles in messages, and the service of the profile a call reaches.
import type { SiteCallRecord } from '../../shared/api';
import type { ClientCertificateService, Page, PersonResult, Route, Zone } from '../../shared/site';
import type { SiteOperation } from './routes';

/**
 * What a probe or an operation sends and how its data is judged. An operation of routes.ts goes to
 * its URL on the call's route; a zone page (E4) has one address, the common component service's.
 */
export type CallSpec = CallSpecOf<SiteOperation> | (CallSpecOf<'zonePage'> & { url: string });

interface CallSpecOf<Operation> {
  /** What is called, in messages and details. */
  operation: Operation;
  /** Name in the record: the operation, or probe. */
  recordAs: SiteCallRecord['operation'];
  body: unknown;
  /** Whether the data of a success has the shape the operation promises. */
  dataFits: (data: unknown) => boolean;
}

export const OPERATION_TITLES: Record<CallSpec['operation'], string> = {
  personDetail: 'E1 person detail',
  addVisitor: 'E2 visitor access',
  zonePage: 'E4 zone page',
};

export const isZonePage = (data: unknown): data is Page<Zone> =>
  typeof data === 'object' && data !== null && Array.isArray((data as Page<Zone>).list) && typeof (data as Page<Zone>).total === 'number';

export const isBoolean = (data: unknown): data is boolean => typeof data === 'boolean';
export const anyData = (): boolean => true;

export const isPerson = (data: unknown): data is PersonResult =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as PersonResult).personId === 'string' &&
  Array.isArray((data as PersonResult).floorList);

/** The service of the profile that a call reaches: the one whose certificate it presents. */
export function serviceCalled(operation: CallSpec['operation'], route: Route): ClientCertificateService {
  if (route !== 'direct') return route;
  return operation === 'personDetail' ? 'organization' : operation === 'addVisitor' ? 'elevator' : 'common';
}
