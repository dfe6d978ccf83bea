import { describe, expect, it } from 'vitest';
import { confirmQuestion } from './confirmField';

const config = { confirmField: { field: 'confirmLicence', title: 'Extra licentie' } };

describe('confirmQuestion', () => {
  it('asks when the only refusal is on the confirm field', () => {
    expect(confirmQuestion(config, [{ field: 'confirmLicence', message: 'Extra licentie?' }])).toBe('Extra licentie?');
  });

  it('does not ask with other refusals, none, or without a confirm field', () => {
    expect(confirmQuestion(config, [{ field: 'confirmLicence', message: 'x' }, { field: 'email', message: 'y' }])).toBeNull();
    expect(confirmQuestion(config, [])).toBeNull();
    expect(confirmQuestion({}, [{ field: 'confirmLicence', message: 'x' }])).toBeNull();
  });
});
