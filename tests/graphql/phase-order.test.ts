import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = await login(stack.bffUrl);
});
afterAll(() => stack?.close());

async function create(mutation: string, inputType: string, field: string, input: Record<string, unknown>): Promise<{ id: string; databaseId: number }> {
  const answer = await graphql(
    stack.bffUrl,
    `mutation($input: ${inputType}!) { result: ${mutation}(input: $input) { record: ${field} { id databaseId } userErrors { field message } } }`,
    { input },
    token,
  );
  expect(answer.data.result.userErrors).toEqual([]);
  return answer.data.result.record;
}

describe('ordering phases and lines in GraphQL', () => {
  it('puts a quote template’s phases and a phase’s lines in the dragged order, and refuses unknown ids', async () => {
    const template = await create('createQuoteTemplate', 'CreateQuoteTemplateInput', 'quoteTemplate', { name: 'Werkplekken' });
    const phases = [];
    for (const name of ['Inventarisatie', 'Uitrol', 'Nazorg']) {
      phases.push(await create('createProjectPhase', 'CreateProjectPhaseInput', 'projectPhase', { name, morphableType: 'quote-templates', morphableId: template.databaseId }));
    }
    const lines = [];
    for (const description of ['Laptop', 'Dockingstation', 'Installatie']) {
      lines.push(
        await create('createProjectLine', 'CreateProjectLineInput', 'projectLine', {
          projectPhaseId: phases[1]!.databaseId,
          productCode: description.toUpperCase(),
          description,
          invoiceType: 1,
          quantity: 1,
          price: 10,
        }),
      );
    }

    const phasesDone = await graphql(
      stack.bffUrl,
      `mutation($ids: [ID!]!) { reorderProjectPhases(input: { ids: $ids }) { projectPhases { name order } userErrors { field message } } }`,
      { ids: [phases[2]!.id, phases[0]!.id, phases[1]!.id] },
      token,
    );
    expect(phasesDone.data.reorderProjectPhases.userErrors).toEqual([]);
    expect(phasesDone.data.reorderProjectPhases.projectPhases).toEqual([
      { name: 'Nazorg', order: 1 },
      { name: 'Inventarisatie', order: 2 },
      { name: 'Uitrol', order: 3 },
    ]);

    const linesDone = await graphql(
      stack.bffUrl,
      `mutation($ids: [ID!]!) { reorderProjectLines(input: { ids: $ids }) { projectLines { description order } userErrors { field message } } }`,
      { ids: [lines[1]!.id, lines[2]!.id, lines[0]!.id] },
      token,
    );
    expect(linesDone.data.reorderProjectLines.userErrors).toEqual([]);

    const read = await graphql(
      stack.bffUrl,
      `query($id: ID!) { quoteTemplate(id: $id) { projectPhases(first: 10, orderBy: [{ field: "order", direction: ASC }]) { edges { node { name projectLines(first: 10, orderBy: [{ field: "order", direction: ASC }]) { edges { node { description } } } } } } } }`,
      { id: template.id },
      token,
    );
    const shown = read.data.quoteTemplate.projectPhases.edges.map((edge: any) => [edge.node.name, edge.node.projectLines.edges.map((line: any) => line.node.description)]);
    expect(shown).toEqual([
      ['Nazorg', []],
      ['Inventarisatie', []],
      ['Uitrol', ['Dockingstation', 'Installatie', 'Laptop']],
    ]);

    const missing = await graphql(
      stack.bffUrl,
      `mutation($ids: [ID!]!) { reorderProjectLines(input: { ids: $ids }) { projectLines { id } userErrors { field message } } }`,
      { ids: [lines[0]!.id, '999999'] },
      token,
    );
    expect(missing.data.reorderProjectLines.userErrors).toEqual([{ field: 'ids', message: 'Niet alle gekozen items bestaan.' }]);
  });
});
