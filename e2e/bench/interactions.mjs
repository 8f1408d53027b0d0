// The common clicks, measured as a person meets them on a slow phone (the CPU slowed 4x): each click's latency
// to the next paint, as the Event Timing API reports it (the longest event of the interaction, as INP counts it),
// and the time until what it opens is complete: shown, with no skeleton or spinner left. Figures only, printed
// by bench:web beside the targets.

import { registerPerson } from './person.mjs';
import { settled } from './settled.mjs';

/** The targets of a click: its next paint, and what it opens complete. */
const INTERACTION_TARGETS = { latencyMs: 200, completeMs: 500 };
const CPU_SLOWDOWN = 4;
/** What Event Timing reports at the least: a shorter interaction has no entry. */
const EVENT_TIMING_THRESHOLD_MS = 16;

const today = () => new Date().toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** The person's data the clicks need: transactions this month, a goal to fund. */
async function seed(request, base, accessToken) {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const post = async (path, data) => {
    const answer = await request.post(`${base}/api${path}`, { headers, data });
    if (!answer.ok()) throw new Error(`Seeding ${path} failed: ${answer.status()} ${await answer.text()}`);
  };
  const rows = [
    ['Salary', 3200, 'Income', 'Salary'],
    ['Groceries', 84.5, 'Expense', 'Food'],
    ['Rent', 1100, 'Expense', 'Rent'],
    ['Bus pass', 45, 'Expense', 'Transportation'],
  ];
  for (const [description, amount, type, category] of rows)
    await post('/transaction/', { description, amount, type, category, date: today(), notes: '' });
  await post('/goals/', {
    name: 'Holiday',
    targetAmount: 2000,
    targetDate: `${new Date().getFullYear() + 1}-06-30`,
    category: 'Travel',
    priority: 'Medium',
  });
}

// Page-side checks, run by waitForFunction in every animation frame. Each returns the time it first holds.

/** The dialog of `name` is open and shows its `field`, with nothing loading in it. */
function dialogComplete({ name, field }) {
  const dialog = [...document.querySelectorAll('[role="dialog"]')].find((element) => {
    const title = document.getElementById(element.getAttribute('aria-labelledby') ?? '');
    return title?.textContent === name && element.getClientRects().length > 0;
  });
  const ready =
    dialog &&
    [...dialog.querySelectorAll('label')].some((label) => label.textContent === field) &&
    !dialog.querySelector('.ant-skeleton, .ant-spin-spinning');
  return ready ? performance.now() : false;
}

/** No dialog is open, the list shows `title`, and nothing on the screen is loading. */
function savedAndListed({ title }) {
  const main = [...document.querySelectorAll('main')].at(-1);
  const ready =
    ![...document.querySelectorAll('[role="dialog"]')].some((dialog) => dialog.getClientRects().length > 0) &&
    [...(main?.querySelectorAll('td') ?? [])].some((cell) => cell.textContent?.includes(title)) &&
    !main?.querySelector('.ant-skeleton, .ant-spin-spinning');
  return ready ? performance.now() : false;
}

/** The screen's control named `name` (a tab or a radio) is chosen, and nothing on the screen is loading. */
function chosenAndLoaded({ role, name }) {
  const main = [...document.querySelectorAll('main')].at(-1);
  const chosen = [...(main?.querySelectorAll(`[role="${role}"], input[type="${role}"]`) ?? [])].find(
    (element) =>
      (element.textContent === name || element.closest('label')?.textContent === name) &&
      (element.getAttribute('aria-selected') === 'true' || element.checked === true),
  );
  const ready = chosen && !main.querySelector('.ant-skeleton, .ant-spin-spinning');
  return ready ? performance.now() : false;
}

/**
 * The clicks, each on its screen: `prepare` brings the screen to the moment before the click (untimed, at full
 * speed), `click` is the person's click, `complete` the page-side check of what it opens.
 */
const INTERACTIONS = [
  {
    name: 'open the add-transaction form',
    path: '/dashboard/transactions',
    click: (main) => main.getByRole('button', { name: 'Add Transaction', exact: true }).click(),
    complete: [dialogComplete, { name: 'Add Transaction', field: 'Title' }],
  },
  {
    name: 'save a new transaction',
    path: '/dashboard/transactions',
    prepare: async (page, main) => {
      await main.getByRole('button', { name: 'Add Transaction', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
      await dialog.getByLabel('Title', { exact: true }).fill('Coffee beans');
      await dialog.getByLabel('Amount', { exact: true }).fill('12.40');
      await dialog.getByLabel('Category', { exact: true }).click();
      await page.getByRole('option', { name: 'Food', exact: true }).click();
    },
    click: (main, page) =>
      page
        .getByRole('dialog', { name: 'Add Transaction' })
        .getByRole('button', { name: 'Add Transaction', exact: true })
        .click(),
    complete: [savedAndListed, { title: 'Coffee beans' }],
  },
  {
    name: 'switch an analytics tab',
    path: '/dashboard/analytics',
    click: (main) => main.getByRole('tab', { name: 'Spending' }).click(),
    complete: [chosenAndLoaded, { role: 'tab', name: 'Spending' }],
  },
  {
    name: 'change the analytics period',
    path: '/dashboard/analytics',
    click: (main) =>
      main.getByRole('radiogroup', { name: 'Period' }).getByText('Last Year', { exact: true }).click(),
    complete: [chosenAndLoaded, { role: 'radio', name: 'Last Year' }],
  },
  {
    name: 'click a calendar day',
    path: '/dashboard/reminders',
    prepare: async (page, main) => {
      const day = tomorrow();
      // Tomorrow can be in the next month.
      if (!(await main.locator(`[role="cell"][data-date="${day}"]`).isVisible()))
        await main.getByRole('button', { name: 'Next Month' }).click();
    },
    click: async (main) => {
      const cell = main.locator(`[role="cell"][data-date="${tomorrow()}"]`);
      const box = await cell.boundingBox();
      // The empty part of the cell, below its number, as a person clicks a date.
      await cell.click({ position: { x: box.width / 2, y: box.height - 4 } });
    },
    complete: [dialogComplete, { name: 'Add Reminder', field: 'Reminder Title' }],
  },
  {
    name: "open a goal's Add Funds",
    path: '/dashboard/goals',
    prepare: async (page, main) => {
      await main
        .getByRole('article', { name: 'Holiday', exact: true })
        .getByRole('button', { name: 'Actions' })
        .click();
      await page.getByRole('menuitem', { name: 'Add Funds', exact: true }).waitFor();
    },
    click: (main, page) =>
      page.getByRole('menuitem', { name: 'Add Funds', exact: true }).filter({ visible: true }).click(),
    complete: [dialogComplete, { name: 'Add Funds', field: 'Amount' }],
  },
];

/** One click on a freshly loaded screen: its latency to the next paint and its time to complete, in ms. */
async function measureOne(context, base, interaction) {
  const page = await context.newPage();
  try {
    await page.goto(`${base}${interaction.path}`, { waitUntil: 'networkidle' });
    await settled(page);
    const main = page.getByRole('main').last();
    await interaction.prepare?.(page, main);
    await page.evaluate((durationThreshold) => {
      window.benchEvents = [];
      new PerformanceObserver((list) => window.benchEvents.push(...list.getEntries())).observe({
        type: 'event',
        durationThreshold,
      });
      addEventListener('pointerdown', (event) => (window.benchClickAt = event.timeStamp), {
        capture: true,
        once: true,
      });
    }, EVENT_TIMING_THRESHOLD_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const [check, argument] = interaction.complete;
    const completed = page.waitForFunction(check, argument, { polling: 'raf', timeout: 60_000 });
    await interaction.click(main, page);
    const completeAt = await (await completed).jsonValue();
    // Event Timing reports an interaction after its next paint; a frame more lets the observer deliver it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    const { clickAt, latency } = await page.evaluate(() => {
      const clicked = window.benchEvents.filter((entry) => entry.interactionId > 0);
      return {
        clickAt: window.benchClickAt,
        latency: Math.max(0, ...clicked.map((entry) => entry.duration)),
      };
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { latency, complete: completeAt - clickAt };
  } finally {
    await page.close();
  }
}

const ms = (value) => `${Math.round(value)} ms`;
const latencyText = (value) => (value === 0 ? `<${EVENT_TIMING_THRESHOLD_MS} ms` : ms(value));

/**
 * Measures every click `runs` times, each run in a new signed-in context with its own seeded person, and prints
 * each click's runs and whether every run met the targets.
 */
export async function measureInteractions(browser, base, { runs, contextOptions }) {
  const results = INTERACTIONS.map(() => []);
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ ...contextOptions, viewport: { width: 1280, height: 800 } });
    try {
      await seed(context.request, base, await registerPerson(context.request, base));
      for (const [index, interaction] of INTERACTIONS.entries())
        results[index].push(await measureOne(context, base, interaction));
    } finally {
      await context.close();
    }
  }
  const { latencyMs, completeMs } = INTERACTION_TARGETS;
  console.log(
    `\nClicks at ${CPU_SLOWDOWN}x CPU slowdown, ${runs} runs each (targets: next paint under ${latencyMs} ms, complete within ${completeMs} ms, in every run):`,
  );
  for (const [index, { name }] of INTERACTIONS.entries()) {
    const measured = results[index];
    const met =
      measured.every(({ latency }) => latency < latencyMs) &&
      measured.every(({ complete }) => complete <= completeMs);
    console.log(
      `  ${name.padEnd(32)} next paint ${measured.map(({ latency }) => latencyText(latency)).join(', ')}; complete ${measured.map(({ complete }) => ms(complete)).join(', ')}${met ? '' : '  MISSED'}`,
    );
  }
  return results;
}
