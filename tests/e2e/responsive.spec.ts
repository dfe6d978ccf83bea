import { expect, test, type Page } from '@playwright/test';
import { newPage, restClient, signIn } from './support/session.ts';

/** The widths we walk: a small laptop, a common laptop and a desktop. */
const WIDTHS = [1024, 1400, 1920] as const;

interface Screen {
  name: string;
  path: string;
  /** A list screen: its last column header must be on screen. */
  list?: boolean;
  /** A detail screen with record tabs: the strip's last tab must be on screen. */
  tabs?: boolean;
}

const screens: Screen[] = [];

test.beforeAll(async ({ request }) => {
  const rest = await restClient(request);
  const first = async (route: string) => ((await rest.get(`/${route}?builder=%7B%22paginate%22%3A1%7D`)) as { id: number }[])[0]!.id;
  screens.push(
    { name: 'cockpit', path: '/cockpit' },
    { name: 'ticket list', path: '/tickets', list: true },
    { name: 'ticket', path: `/tickets/${await first('tickets')}` },
    { name: 'company list', path: '/companies', list: true },
    { name: 'company', path: `/companies/${await first('companies')}`, tabs: true },
    { name: 'contact', path: `/clients/${await first('clients')}`, tabs: true },
    { name: 'asset', path: `/assets/${await first('assets')}`, tabs: true },
    { name: 'quote', path: `/deals/quotes/${await first('quotes')}` },
    { name: 'invoice', path: `/invoices/${await first('invoices')}` },
    { name: 'project', path: `/projects/${await first('projects')}`, tabs: true },
    { name: 'contract', path: `/contracts/${await first('contracts')}`, tabs: true },
    { name: 'time lines', path: '/invoices/open', list: true },
    { name: 'registered time', path: '/stats/registered-time' },
    { name: 'settings', path: '/settings' },
  );
});

async function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

// Each screen loads once and is looked at in every width, as a window that is made wider.
test(`every main screen fits ${WIDTHS.join(', ')} px without scrolling sideways`, async ({ browser }) => {
  test.setTimeout(600_000);
  const page = await newPage(browser, { width: WIDTHS[0], height: 900 });
  await signIn(page, '/cockpit', { waitFor: /\/cockpit/ });
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    for (const width of WIDTHS) {
      await test.step(`${screen.name} at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        const name = page.getByTestId('viewer-name');
        await expect(name).toBeInViewport({ ratio: 1 });
        // The whole name, not cut off with an ellipsis.
        await expect.poll(() => name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        if (screen.list) await expect(page.getByRole('columnheader').last()).toBeInViewport({ ratio: 1 });
        if (screen.tabs) {
          const tabs = page.getByTestId('record-tabs').getByRole('tab');
          await expect(tabs.last()).toBeInViewport({ ratio: 1 });
        }
        await expect
          .poll(async () => {
            const { scrollWidth, innerWidth } = await sidewaysOverflow(page);
            return scrollWidth - innerWidth;
          }, `${screen.name} at ${width} px: wider than the window by`)
          .toBeLessThanOrEqual(0);
      });
    }
  }
});

test('on a 390 px phone the cockpit, the ticket list, a ticket and the new-ticket form fit without scrolling sideways', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await newPage(browser, { width: 390, height: 844 });
  await signIn(page, '/cockpit', { waitFor: /\/cockpit/ });
  for (const screen of [...screens.filter((candidate) => ['cockpit', 'ticket list', 'ticket'].includes(candidate.name)), { name: 'new ticket', path: '/tickets/create' }]) {
    await test.step(screen.name, async () => {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const { scrollWidth, innerWidth } = await sidewaysOverflow(page);
      expect(scrollWidth, `${screen.name} at 390 px`).toBeLessThanOrEqual(innerWidth);
    });
  }
  // The cockpit's week of registered time stays reachable by its name, as an icon.
  await page.goto('/cockpit');
  await expect(page.getByRole('link', { name: 'Geregistreerde tijd' })).toBeInViewport();
});
