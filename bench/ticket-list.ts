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

/**
 * Times both ways in turns, one request each on the same page, so that load from elsewhere on the
 * machine falls on both alike and the ratio stays comparable between runs. Besides the wall time,
 * the CPU time this process spent (client, BFF, REST service and PGlite all run in it), which
 * other processes on a shared machine disturb far less.
 */
async function timeInTurns(runs: Array<(page: number) => Promise<void>>): Promise<Array<{ wall: number[]; cpu: number[] }>> {
  const samples = runs.map(() => ({ wall: [] as number[], cpu: [] as number[] }));
  for (let i = 0; i < WARMUP + ROUNDS; i++) {
    const page = (i % 10) + 1;
    for (const [index, run] of runs.entries()) {
      const cpu = process.cpuUsage();
      const start = performance.now();
      await run(page);
      const wall = performance.now() - start;
      const used = process.cpuUsage(cpu);
      if (i >= WARMUP) {
        samples[index].wall.push(wall);
        samples[index].cpu.push((used.user + used.system) / 1000);
      }
    }
  }
  return samples;
}

const stack = await startStack();
const token = await login(stack.bffUrl);

const viaGraphql = async (page: number) => {
  const answer = await graphql(stack.bffUrl, QUERY, { page }, token);
  if (answer.errors || answer.data.tickets.edges.length !== 50) throw new Error(JSON.stringify(answer.errors));
};

const builder = JSON.stringify({
  orderBy: [['updated_at', 'desc'], ['id', 'desc']],
  with: ['company', 'client', 'operator', 'status', 'priority'],
  paginate: 50,
});
const viaRest = async (page: number) => {
  const query = new URLSearchParams({ builder, page: String(page) });
  const response = await fetch(`${stack.apiUrl}/tickets?${query}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data: unknown[] };
  if (body.data.length !== 50) throw new Error(`REST ${response.status}`);
};

const [viaBff, direct] = await timeInTurns([viaGraphql, viaRest]);
const g = median(viaBff.wall);
const r = median(direct.wall);
const gCpu = median(viaBff.cpu);
const rCpu = median(direct.cpu);
console.log(`rounds: ${ROUNDS} (after ${WARMUP} warm-up), in turns`);
console.log(`GraphQL median: ${g.toFixed(2)} ms (CPU ${gCpu.toFixed(2)} ms)`);
console.log(`REST median:    ${r.toFixed(2)} ms (CPU ${rCpu.toFixed(2)} ms)`);
console.log(`ratio GraphQL/REST: ${(g / r).toFixed(2)} (CPU ${(gCpu / rCpu).toFixed(2)})`);
await stack.close();
