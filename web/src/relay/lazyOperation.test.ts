import { describe, expect, it, vi } from 'vitest';
import type { ConcreteRequest } from 'relay-runtime';
import { lazyOperation, lazyOperations, operationOf } from './lazyOperation';

const artifact = { kind: 'Request', params: { name: 'lookupQueriesCompanySearchQuery' } } as unknown as ConcreteRequest;

describe('operations loaded when first asked for', () => {
  it('an operation at hand is used as it is', async () => {
    expect(await operationOf(artifact)).toBe(artifact);
  });

  it('a lazy one downloads once, however many ask for it', async () => {
    const load = vi.fn(() => Promise.resolve(artifact));
    const operation = lazyOperation(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([operationOf(operation), operationOf(operation)]);
    expect(first).toBe(artifact);
    expect(second).toBe(artifact);
    expect(await operationOf(operation)).toBe(artifact);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed download is tried again by the next caller', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(artifact);
    const operation = lazyOperation(load);
    await expect(operationOf(operation)).rejects.toThrow('offline');
    expect(await operationOf(operation)).toBe(artifact);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("a module's operations loaded together", () => {
  it('each is taken from the module by name, the module loaded on the first ask', async () => {
    const other = { kind: 'Request', params: { name: 'lookupQueriesClientSearchQuery' } } as unknown as ConcreteRequest;
    const load = vi.fn(() => Promise.resolve({ companies: artifact, clients: other }));
    const operation = lazyOperations(load);
    const companies = operation('companies');
    expect(load).not.toHaveBeenCalled();
    expect(await operationOf(companies)).toBe(artifact);
    expect(await operationOf(operation('clients'))).toBe(other);
  });
});
