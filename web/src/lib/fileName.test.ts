import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './fileName';

describe('dispositionFileName', () => {
  it('prefers the UTF-8 name and falls back to the plain one', () => {
    expect(dispositionFileName(`attachment; filename="Export Een.xlsx"; filename*=UTF-8''Export%20%C3%89%C3%A9n.xlsx`)).toBe('Export Één.xlsx');
    expect(dispositionFileName('attachment; filename="lijst.xlsx"')).toBe('lijst.xlsx');
    expect(dispositionFileName(`attachment; filename="x.xlsx"; filename*=UTF-8''%E0%A4%A`)).toBe('x.xlsx');
    expect(dispositionFileName(null)).toBeNull();
    expect(dispositionFileName('inline')).toBeNull();
  });
});
