// GraphQL ticket list (50 rows with five relations) against the same rows straight from REST.
import { graphql, login, startStack } from '../tests/support/stack.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 200);
const WARMUP = 20;

const QUERY = `query($page: Int) { tickets(first: 50, page: $page) { totalCount edges { node {
  id reference description updatedAt
  company { name } client { fullName } operator { fullName } status { name } priority { label } } } } }`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function time(run: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

const stack = await startStack();
const token = await login(stack.bffUrl);
let page = 0;
const nextPage = () => (page++ % 10) + 1;

const viaGraphql = await time(async () => {
  const answer = await graphql(stack.bffUrl, QUERY, { page: nextPage() }, token);
  if (answer.errors || answer.data.tickets.edges.length !== 50) throw new Error(JSON.stringify(answer.errors));
});

const builder = JSON.stringify({
  orderBy: [['updated_at', 'desc'], ['id', 'desc']],
  with: ['company', 'client', 'operator', 'status', 'priority'],
  paginate: 50,
});
const viaRest = await time(async () => {
  const query = new URLSearchParams({ builder, page: String(nextPage()) });
  const response = await fetch(`${stack.apiUrl}/tickets?${query}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data: unknown[] };
  if (body.data.length !== 50) throw new Error(`REST ${response.status}`);
});

const g = median(viaGraphql);
const r = median(viaRest);
console.log(`rounds: ${ROUNDS} (after ${WARMUP} warm-up)`);
console.log(`GraphQL median: ${g.toFixed(2)} ms`);
console.log(`REST median:    ${r.toFixed(2)} ms`);
console.log(`ratio GraphQL/REST: ${(g / r).toFixed(2)}`);
await stack.close();
