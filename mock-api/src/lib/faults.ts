/** Fault injection (issue 3 item 6): make a chosen endpoint answer 500, fail at the network level or hang. */
export type FaultMode = '500' | 'network' | 'hang';

export interface Fault {
  /** An endpoint name (`APPLICATION_BY_ID`) or a path pattern (`/api/application/*`, `:params` allowed). */
  endpoint: string;
  mode: FaultMode;
  /** How many calls fail; absent means until cleared. */
  times?: number;
}

let faults: Fault[] = [];

export const FAULT_MODES: readonly FaultMode[] = ['500', 'network', 'hang'];

export function addFault(fault: Fault): void {
  faults.push({ ...fault });
}

export function clearFaults(): void {
  faults = [];
}

export function listFaults(): Fault[] {
  return faults.map((f) => ({ ...f }));
}

function patternMatches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}/?$`).test(pathname);
}

/** The fault that applies to this call (consuming one of its `times`), if any. */
export function takeFault(endpointName: string | undefined, pathname: string): Fault | undefined {
  const index = faults.findIndex((f) =>
    f.endpoint.startsWith('/') ? patternMatches(f.endpoint, pathname) : f.endpoint === endpointName,
  );
  const fault = faults[index];
  if (!fault) return undefined;
  if (fault.times !== undefined) {
    fault.times -= 1;
    if (fault.times <= 0) faults.splice(index, 1);
  }
  return fault;
}
