import { describe, expect, it } from 'vitest';
import { MERGE_TAGS, mergeValues, replaceMergeTags } from './mergeTags';

const source = {
  operator: { fullName: 'Anna de Vries', firstName: 'Anna', lastName: 'de Vries' },
  ownCompanyName: 'Balie Demo',
  ticket: {
    reference: '202611-0042',
    description: 'Printer <kapot>',
    company: { name: 'Van der Berg Installatie', debtorCode: 'D100' },
    client: { fullName: 'Erik Jansen', firstName: 'Erik', lastName: 'Jansen', email: 'erik@vdb.nl', company: { name: 'Jansen Holding', debtorCode: 'D200' } },
  },
};

describe('replaceMergeTags', () => {
  it('fills every merge tag of core §5 in create mode', () => {
    const html = MERGE_TAGS.map((tag) => `<p>${tag}={{${tag}}}</p>`).join('');
    expect(replaceMergeTags(html, mergeValues(source), 'create')).toBe(
      [
        'operator_name=Anna de Vries',
        'operator_first_name=Anna',
        'operator_last_name=de Vries',
        'company_name=Balie Demo',
        'related_company_name=Van der Berg Installatie',
        'client_company_name=Jansen Holding',
        'client_debtor_number=D200',
        'client_email=erik@vdb.nl',
        'name=Erik Jansen',
        'first_name=Erik',
        'last_name=Jansen',
        'ticket_number=202611-0042',
        'description=Printer &lt;kapot&gt;',
      ]
        .map((line) => `<p>${line}</p>`)
        .join(''),
    );
  });

  it('leaves the text alone in edit mode', () => {
    expect(replaceMergeTags('<p>Beste {{first_name}}</p>', mergeValues(source), 'edit')).toBe('<p>Beste {{first_name}}</p>');
  });

  it('accepts spaces in a tag, keeps unknown tags and empties known ones without a value', () => {
    expect(replaceMergeTags('{{ first_name }} {{onbekend}} {{client_email}}', { first_name: 'Erik' }, 'create')).toBe('Erik {{onbekend}} ');
  });

  it("uses the ticket's company when the client has none of its own", () => {
    const values = mergeValues({ ticket: { ...source.ticket, client: { ...source.ticket.client, company: null } } });
    expect(values.client_company_name).toBe('Van der Berg Installatie');
    expect(values.client_debtor_number).toBe('D100');
  });
});
