// usage: node shot.cjs <baseUrl> <outPrefix> <path> [lang] [width]
const { chromium } = require('@playwright/test');
(async () => {
  const [base, out, p, lang = 'ar', width = '1280'] = process.argv.slice(2);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
  page.on('console', (m) => {
    if (m.type() === 'error') console.log('console:', m.text().slice(0, 300));
  });
  page.on('pageerror', (e) => console.log('pageerror:', e.message.slice(0, 300)));
  await page.addInitScript((l) => {
    localStorage.setItem('locale', l);
    localStorage.setItem('lang', l);
  }, lang);
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}-${lang}.png`, fullPage: true });
  console.log('dir=', await page.evaluate(() => document.documentElement.dir), 'title=', await page.title());
  await browser.close();
})();
