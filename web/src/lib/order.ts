export type SortDirection = 'ASC' | 'DESC';

export interface SortOrder<Field extends string = string> {
  field: Field;
  direction: SortDirection;
}

/**
 * The order after clicking a column header: the active column flips its direction, another
 * column starts with its own preferred direction.
 */
export function nextOrder<Field extends string>(
  current: SortOrder<Field>,
  field: Field,
  firstDirection: SortDirection = 'ASC',
): SortOrder<Field> {
  if (current.field === field) {
    return { field, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
  }
  return { field, direction: firstDirection };
}
