import { describe, expect, it, vi } from 'vitest';
import { inAppPath, preloadCode, setRouteTable } from './routeCode';

describe('preloadCode', () => {
  it("starts the lazy parts of the routes an address matches, and no other route's", () => {
    const shell = vi.fn(() => Promise.resolve(() => null));
    const tickets = vi.fn(() => Promise.resolve(() => null));
    const companies = vi.fn(() => Promise.resolve(() => null));
    setRouteTable([
      {
        id: 'shell',
        lazy: { Component: shell },
        children: [
          { path: 'tickets', lazy: { Component: tickets } },
          { path: 'companies', lazy: { Component: companies } },
        ],
      },
    ]);
    preloadCode('/tickets');
    expect(shell).toHaveBeenCalledTimes(1);
    expect(tickets).toHaveBeenCalledTimes(1);
    expect(companies).not.toHaveBeenCalled();
  });

  it('ignores an address no route matches and a download that fails', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    setRouteTable([{ path: 'tickets', lazy: { Component: failing } }]);
    preloadCode('/nowhere');
    expect(failing).not.toHaveBeenCalled();
    preloadCode('/tickets');
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});

describe('inAppPath', () => {
  const origin = 'http://demo.localhost:4000';

  it("is the path of a link within the app, and nothing for another site's", () => {
    expect(inAppPath('/tickets/12?tab=time', origin)).toBe('/tickets/12');
    expect(inAppPath('http://demo.localhost:4000/companies', origin)).toBe('/companies');
    expect(inAppPath('https://login.microsoftonline.com/x', origin)).toBeNull();
  });
});
