// Lighthouse 12 (mobile: its default config, simulated slow 4G and CPU ×4) on a page, several runs.
import lighthouse from 'lighthouse';
import type { Browser } from 'puppeteer-core';

export interface LighthouseFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  bytes: number;
}

/** One Lighthouse run on `url` in a fresh browser context of `browser`. */
async function runOnce(browser: Browser, url: string): Promise<LighthouseFigures> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
      page,
    );
    if (!result) throw new Error('Lighthouse gave no result');
    const { categories, audits } = result.lhr;
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((categories.performance?.score ?? NaN) * 100),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      fcp: value('first-contentful-paint'),
      bytes: value('total-byte-weight'),
    };
  } finally {
    await context.close();
  }
}

/** `runs` Lighthouse runs on `url`, one after the other. */
export async function lighthouseRuns(
  browser: Browser,
  url: string,
  runs: number,
): Promise<LighthouseFigures[]> {
  const all: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) all.push(await runOnce(browser, url));
  return all;
}
