/** A tenant setting's group is the part of its key before the first dot (app., ticketing., ...). */
export function configGroup(name: string): string {
  const dot = name.indexOf('.');
  return dot <= 0 ? name : name.slice(0, dot);
}

/** Settings grouped by prefix, groups in the given order first and the rest by name; keys keep their order. */
export function groupConfigs<C extends { name: string }>(configs: readonly C[], order: readonly string[]): { group: string; configs: C[] }[] {
  const groups = new Map<string, C[]>();
  for (const config of configs) {
    const group = configGroup(config.name);
    groups.set(group, [...(groups.get(group) ?? []), config]);
  }
  const rank = (group: string) => {
    const index = order.indexOf(group);
    return index === -1 ? order.length : index;
  };
  return [...groups.entries()]
    .map(([group, list]) => ({ group, configs: list }))
    .sort((a, b) => rank(a.group) - rank(b.group) || a.group.localeCompare(b.group));
}

/** The settings whose value the user changed: only these are saved. */
export function changedConfigs(original: Readonly<Record<string, string>>, edited: Readonly<Record<string, string>>): string[] {
  return Object.keys(edited).filter((id) => edited[id] !== original[id]);
}
