import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationLabels, routeLabel, upstreamResource } from './metrics.ts';

describe('metric labels', () => {
  it('names an operation and its type, and caps the names a client can invent', () => {
    const seen = new Set<string>();
    expect(operationLabels(parse('query TicketList { __typename }'), undefined, seen)).toEqual({ operation: 'TicketList', type: 'query' });
    expect(operationLabels(parse('mutation A { x } subscription B { y }'), 'B', seen)).toEqual({ operation: 'B', type: 'subscription' });
    expect(operationLabels(parse('{ x }'), null, seen)).toEqual({ operation: 'anonymous', type: 'query' });
    expect(operationLabels(parse('query A { x } query B { y }'), undefined, seen)).toEqual({ operation: 'anonymous', type: 'unknown' });
    for (let i = 0; i < 300; i++) operationLabels(parse(`query Q${i} { x }`), undefined, seen);
    expect(seen.size).toBe(200);
    expect(operationLabels(parse('query Later { x }'), undefined, seen).operation).toBe('other');
    expect(operationLabels(parse('query TicketList { x }'), undefined, seen).operation).toBe('TicketList');
  });

  it('groups routes without ids or tokens', () => {
    expect(routeLabel('/graphql?query=x')).toBe('/graphql');
    expect(routeLabel('/attachments/12/public/secret-key')).toBe('/attachments');
    expect(routeLabel('/downloads/invoices/4/ubl')).toBe('/downloads');
    expect(routeLabel('/tickets/5')).toBe('static');
    expect(routeLabel('/metrics')).toBe('/metrics');
    expect(upstreamResource('/tickets/5?builder=%7B%7D')).toBe('tickets');
    expect(upstreamResource('/auth/me')).toBe('auth');
  });
});
