// The demo's licenses for the self-hosted authorization service. They cover the feature keys of the
// configuration templates (shared/config/templates.ts: visitor.elevator → 1001 / VisitorElevatorAccess,
// person.detail → 1002, floor.assign → FloorAssignment) with the templates' tenant key `site-north`
// and project `PRJ-2025-0417`, so that a template pointed at the demo site activates and checks
// end to end, and each refusal can be shown on purpose.
import type { LicenseRecord, LicenseRecordFeature } from '../shared/auth-service';

const ALL_FEATURES: LicenseRecordFeature[] = [
  { id: 1001, name: 'VisitorElevatorAccess' },
  { id: 1002, name: 'PersonDetail' },
  { id: 1003, name: 'FloorAssignment' },
];

/** The demo licenses, by what each one shows. */
export const DEMO_LICENSES: LicenseRecord[] = [
  // Every template feature, any scenario, for the templates' tenant.
  {
    licenseKey: 'DEMO-NORTH-FULL-2099',
    tenantKey: 'site-north',
    expiresAt: '2099-12-31T23:59:59Z',
    maxActivations: 50,
    features: ALL_FEATURES,
  },
  // Floating: bound to the template's project; another projectId is refused (PROJECT_MISMATCH).
  {
    licenseKey: 'DEMO-HARBOUR-TOWER-B',
    tenantKey: 'site-north',
    scenario: 'floating',
    projectId: 'PRJ-2025-0417',
    maxActivations: 50,
    features: ALL_FEATURES,
  },
  // Only visitor elevator access: the other keys answer not-licensed.
  { licenseKey: 'DEMO-NORTH-BASIC', tenantKey: 'site-north', features: [ALL_FEATURES[0] as LicenseRecordFeature] },
  // For documents without a tenant key.
  { licenseKey: 'DEMO-OPEN-FULL', features: ALL_FEATURES },
  // Expired: activation is refused (LICENSE_EXPIRED).
  { licenseKey: 'DEMO-NORTH-EXPIRED', tenantKey: 'site-north', expiresAt: '2024-12-31T23:59:59Z', features: ALL_FEATURES },
  // One installation only: a second console is refused (ACTIVATIONS_EXHAUSTED).
  { licenseKey: 'DEMO-NORTH-SINGLE', tenantKey: 'site-north', maxActivations: 1, features: ALL_FEATURES },
];
