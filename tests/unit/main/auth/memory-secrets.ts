// A secrets store in memory for the authorization client's tests.
import type { LicenseKeySecrets } from '../../../../main/auth/activation-store';

/** Keeps license keys in a Map; `values` lets a test look inside. */
export class MemorySecrets implements LicenseKeySecrets {
  readonly values = new Map<string, string>();
  async get(name: string) {
    return this.values.get(name) ?? null;
  }
  async set(name: string, value: string) {
    this.values.set(name, value);
  }
  async delete(name: string) {
    this.values.delete(name);
  }
}
