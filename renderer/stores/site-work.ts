// L1, L2 and the parity check from the window: the last result of each, with the call's record.
// Each call carries a request id so that the engineer can cancel it.
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { SiteCallResult, SiteParityReport } from '../../shared/api';
import type { ChainPicture } from '../../shared/chain';
import type { BridgeError } from '../../shared/errors';
import type { PersonResult, Route } from '../../shared/site';
import { call } from '../bridge/client';

let nextRequest = 1;
const requestId = (): string => `r${Date.now().toString(36)}-${nextRequest++}`;

export const useSiteWorkStore = defineStore('site-work', () => {
  const person = ref<SiteCallResult<PersonResult> | null>(null);
  const floorSource = ref<SiteCallResult<PersonResult> | null>(null);
  const access = ref<SiteCallResult<boolean> | null>(null);
  const parity = ref<SiteParityReport | null>(null);
  /** The chain picture of the last E2 (`access`), once asked for. */
  const chain = ref<ChainPicture | null>(null);
  /** Why the chain could not be drawn (its own, so that "retry" asks for the chain, not a new E2). */
  const chainError = ref<BridgeError | null>(null);
  const error = ref<BridgeError | null>(null);
  const pending = ref<string | null>(null);

  async function lookUp(personId: string, route: Route | undefined, into: 'person' | 'floorSource'): Promise<void> {
    const id = requestId();
    pending.value = id;
    const result = await call('site:person', { personId, requestId: id, ...(route ? { route } : {}) });
    pending.value = null;
    error.value = result.ok ? null : result.error;
    const value = result.ok ? result.value : null;
    if (into === 'person') person.value = value;
    else floorSource.value = value;
  }

  async function openAccess(visitorId: string, floorIds: string[] | null, route: Route | undefined): Promise<void> {
    const id = requestId();
    pending.value = id;
    access.value = null;
    chain.value = null;
    chainError.value = null;
    const result = await call('site:visitorAccess', { visitorId, floorIds, requestId: id, ...(route ? { route } : {}) });
    pending.value = null;
    error.value = result.ok ? null : result.error;
    access.value = result.ok ? result.value : null;
  }

  async function loadChain(): Promise<void> {
    const id = access.value?.record.id;
    if (!id) return;
    pending.value = 'chain';
    const result = await call('site:chain', { id });
    pending.value = null;
    chainError.value = result.ok ? null : result.error;
    chain.value = result.ok ? result.value : null;
  }

  function hideChain(): void {
    chain.value = null;
  }

  async function runParity(personId: string, visitorId: string | null): Promise<void> {
    pending.value = 'parity';
    parity.value = null;
    const result = await call('site:parity', { personId, ...(visitorId ? { visitorId, floorIds: null } : {}) });
    pending.value = null;
    error.value = result.ok ? null : result.error;
    parity.value = result.ok ? result.value : null;
  }

  async function cancel(): Promise<void> {
    if (pending.value) await call('site:cancel', { requestId: pending.value });
  }

  return { person, floorSource, access, parity, chain, chainError, error, pending, lookUp, openAccess, loadChain, hideChain, runParity, cancel };
});
