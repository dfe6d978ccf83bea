/** An SLA with the companies it is agreed with and the ticket types it names (none: every type). */
export interface SlaLinks {
  id: number;
  companies: number[];
  types: number[];
}

/**
 * The SLA a ticket falls under by its company: one of the company's SLAs that names the ticket's
 * type, else one that names no types at all (lowest id first, for a stable choice).
 */
export function pickSla(slas: readonly SlaLinks[], companyId: number | null, typeId: number | null): number | null {
  if (companyId === null) return null;
  const own = slas.filter((sla) => sla.companies.includes(companyId)).sort((a, b) => a.id - b.id);
  const typed = typeId === null ? undefined : own.find((sla) => sla.types.includes(typeId));
  return (typed ?? own.find((sla) => sla.types.length === 0))?.id ?? null;
}

export interface TicketKind {
  companyId: number;
  typeId: number | null;
}

export interface SlaMove extends TicketKind {
  from: number | null;
  to: number | null;
}

/**
 * Where tickets of each company and type go when one SLA's links change from `before` (null: it is
 * new) to `after`: from the SLA their company gave them until now to the one it gives them now.
 * Only kinds whose SLA changes are listed; a ticket whose SLA is not `from` had one chosen by hand
 * and keeps it.
 */
export function slaMoves(others: readonly SlaLinks[], before: SlaLinks | null, after: SlaLinks, kinds: readonly TicketKind[]): SlaMove[] {
  const then = before ? [...others, before] : others;
  const now = [...others, after];
  const moves: SlaMove[] = [];
  for (const kind of kinds) {
    const from = pickSla(then, kind.companyId, kind.typeId);
    const to = pickSla(now, kind.companyId, kind.typeId);
    if (from !== to) moves.push({ ...kind, from, to });
  }
  return moves;
}
