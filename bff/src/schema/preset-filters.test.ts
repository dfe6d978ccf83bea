import { describe, expect, it } from 'vitest';
import type { ResourceModel } from './model.ts';
import { effectivePreset, presetBuilder } from './preset-filters.ts';

const tickets: ResourceModel = {
  resource: 'tickets',
  typeName: 'Ticket',
  belongsTo: [
    { field: 'operator', relation: 'operator', resource: 'operators', key: 'operator_id' },
    { field: 'status', relation: 'status', resource: 'ticket-statuses', key: 'status_id' },
    { field: 'company', relation: 'company', resource: 'companies', key: 'company_id' },
  ],
  embedded: [],
  toMany: [{ field: 'categories', relation: 'categories' }],
  appends: [],
};
const viewer = { id: 7, categoryIds: [3, 4], line: 2 };
const now = new Date(2026, 10, 20, 14, 30);

describe('a quick filter for one viewer', () => {
  it("fills in 'me' as the list does: the viewer, their categories, their line", () => {
    const preset = { type: 'tickets', filter_config: { columnFilters: { operator: ['me', '9'], categories: ['me'], lineType: ['me'], status: ['1', '5'], company: [], description: '' } } };
    expect(effectivePreset(tickets, preset, viewer)).toEqual({ type: 'tickets', filters: { operator: ['9', '7'], categories: ['3', '4'], lineType: ['2'], status: ['1', '5'] }, search: '' });
    // Two viewers with the same categories and no other 'me' share one count.
    const mine = effectivePreset(tickets, { type: 'tickets', filter_config: { columnFilters: { categories: ['me'] } } }, viewer);
    expect(effectivePreset(tickets, { type: 'tickets', filter_config: { columnFilters: { categories: ['me'] } } }, { ...viewer, id: 8 })).toEqual(mine);
  });

  it('becomes the REST builder of the list: relation keys, to-many ids, none, dates and status unchanged', () => {
    const preset = effectivePreset(
      tickets,
      { type: 'tickets', filter_config: { columnFilters: { operator: ['none'], categories: ['me'], status: ['4'], statusChangedAt: '1w', scheduledAt: 'today', description: 'printer' }, search: 'vpn' } },
      viewer,
    );
    const today = new Date(2026, 10, 20);
    expect(presetBuilder(tickets, preset, now)).toEqual({
      whereNull: ['operator_id'],
      whereIn: [['status_id', [4]]],
      where: [
        ['status_changed_at', '<=', new Date(2026, 10, 13, 14, 30).toISOString()],
        ['description', 'ilike', '%printer%'],
      ],
      whereBetween: [['scheduled_at', [today.toISOString(), new Date(2026, 10, 21).toISOString()]]],
      whereHas: [['categories', { whereIn: [['id', [3, 4]]] }]],
      fullSearch: 'vpn',
    });
  });

  it("asks for tickets without any category when 'none' is chosen on the categories column", () => {
    const preset = effectivePreset(tickets, { type: 'tickets', filter_config: { columnFilters: { operator: ['none'], categories: ['none'] } } }, viewer);
    expect(presetBuilder(tickets, preset, now)).toEqual({ whereNull: ['operator_id'], whereDoesntHave: ['categories'] });
  });

  it("counts an SLA quick filter ('SLA verlopen', 'verloopt binnen 1 uur') on the ticket's SLA state", () => {
    const preset = effectivePreset(tickets, { type: 'tickets', filter_config: { columnFilters: { slaStatus: ['expired', 'expiring'] } } }, viewer);
    expect(presetBuilder(tickets, preset, now)).toEqual({ whereIn: [['sla_status', ['expired', 'expiring']]] });
  });

  it('reads task filters: completed, related type and tomorrow', () => {
    const preset = effectivePreset(undefined, { type: 'tasks', filter_config: { columnFilters: { completed: 'false', related: ['tickets'], scheduledAt: '+1' } } }, viewer);
    expect(presetBuilder(undefined, preset, now)).toEqual({
      where: [['completed', '=', false]],
      whereIn: [['morphable_type', ['tickets']]],
      whereBetween: [['scheduled_at', [new Date(2026, 10, 21).toISOString(), new Date(2026, 10, 22).toISOString()]]],
    });
  });

  it("filters on nothing for 'Mijn categorieën' without categories", () => {
    const preset = effectivePreset(tickets, { type: 'tickets', filter_config: { columnFilters: { categories: ['me'] } } }, { ...viewer, categoryIds: [] });
    expect(presetBuilder(tickets, preset, now)).toEqual({ whereHas: [['categories', { whereIn: [['id', []]] }]] });
  });
});
