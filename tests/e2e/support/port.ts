/** The first product's port (playwright.config.ts). */
const BASE_PORT = Number(process.env.E2E_PORT ?? 4100);

/** Each worker of the end-to-end suite has a product of its own: its port, 10 further per worker. */
export const productPort = (worker: number) => BASE_PORT + 10 * worker;

/** The product this worker's tests use; the REST service listens on the next port. */
export const PORT = productPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
