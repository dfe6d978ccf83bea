/** Shortens text to `max` characters, ending with an ellipsis when cut (spec §9 limits). */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

export const TRUNCATE = { clientName: 35, operatorName: 30, task: 35, phone: 35 } as const;
