import { describe, expect, it } from 'vitest';
import { defaultCockpitWidgets, defaultTicketQuickFilters, openStatusIds } from './cockpit-defaults.ts';

const statuses = [
  { id: 11, internal_type: 1 },
  { id: 12, internal_type: 2 },
  { id: 13, internal_type: 3 },
  { id: 14, internal_type: 4 },
  { id: 15, internal_type: 5 },
  { id: 16, internal_type: 6 },
  { id: 17, internal_type: 4 },
];

describe('defaultCockpitWidgets', () => {
  const widgets = defaultCockpitWidgets(statuses);
  const byLabel = new Map(widgets.map((widget) => [widget.preset.label, widget.preset]));

  it('are the eight defaults of the cockpit, each with columns, an order and the widget page size', () => {
    expect(widgets).toHaveLength(8);
    for (const { preset } of widgets) {
      expect(preset.columns_config.length).toBeGreaterThan(0);
      expect(preset.columns_config.map((column) => column.id)).toContain(preset.order_config.by);
      expect(preset.pagination_config.per_page).toBe(15);
    }
  });

  it("put 'me' where the filter is about the viewer", () => {
    expect(byLabel.get('Mijn taken')!.filter_config.columnFilters).toEqual({ operator: ['me'], completed: 'false' });
    expect(byLabel.get('Open tickets voor mij')!.filter_config.columnFilters.operator).toEqual(['me']);
    expect(byLabel.get('Niet toegewezen in mijn categorieën')!.filter_config.columnFilters.categories).toEqual(['me']);
  });

  it('filter on the statuses by their internal type', () => {
    expect(byLabel.get('Lang wachtend op reactie')!.filter_config.columnFilters).toEqual({ status: ['14', '17'], statusChangedAt: '1w' });
    expect(byLabel.get('Open tickets voor mij')!.filter_config.columnFilters.status).toEqual(['11', '14', '15', '16', '17']);
    expect(byLabel.get('Niet toegewezen van nieuwe klanten')!.filter_config.columnFilters).toEqual({ operator: ['none'], company: ['none'], status: ['11', '14', '15', '16', '17'] });
  });

  it('list the open tickets without an operator and without any category', () => {
    expect(byLabel.get('Niet toegewezen zonder categorie')!.filter_config.columnFilters).toEqual({ operator: ['none'], categories: ['none'], status: ['11', '14', '15', '16', '17'] });
  });

  it('plan today and tomorrow on the planned date', () => {
    expect(byLabel.get('Vandaag')!.filter_config.columnFilters).toEqual({ scheduledAt: 'today' });
    expect(byLabel.get('Morgen')!.filter_config.columnFilters).toEqual({ scheduledAt: '+1' });
  });
});

describe('openStatusIds', () => {
  it('leaves out closed and archived statuses', () => {
    const statuses = [1, 2, 3, 4, 5, 6].map((type) => ({ id: type * 10, internal_type: type }));
    expect(openStatusIds(statuses)).toEqual(['10', '40', '50', '60']);
  });
});

describe('defaultTicketQuickFilters', () => {
  const quickFilters = defaultTicketQuickFilters(statuses);
  const filtersOf = (label: string) => quickFilters.find((quickFilter) => quickFilter.label === label)!.filter_config.columnFilters;

  it('are ticket list quick filters, without columns of their own', () => {
    expect(quickFilters.map((quickFilter) => quickFilter.label)).toEqual(['Open tickets', 'Mijn open tickets', 'Niet toegewezen', 'Wacht op reactie', 'Gesloten']);
    for (const quickFilter of quickFilters) {
      expect(quickFilter.type).toBe('tickets');
      expect(quickFilter).not.toHaveProperty('columns_config');
    }
  });

  it('split the statuses into open and closed', () => {
    expect(filtersOf('Open tickets')).toEqual({ status: ['11', '14', '15', '16', '17'] });
    expect(filtersOf('Gesloten')).toEqual({ status: ['12', '13'] });
    expect(filtersOf('Wacht op reactie')).toEqual({ status: ['14', '17'] });
    expect(filtersOf('Mijn open tickets')).toEqual({ operator: ['me'], status: ['11', '14', '15', '16', '17'] });
    expect(filtersOf('Niet toegewezen')).toEqual({ operator: ['none'], status: ['11', '14', '15', '16', '17'] });
  });
});
