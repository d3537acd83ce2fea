// usage: node shots-28.cjs <base> : screenshots of the screens the de-duplication changed, ar and en
const { chromium } = require('@playwright/test');
const base = process.argv[2];
const login = async (role, phone) => {
  const r = await fetch(`${base}/api/v1/${role}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone, country_code: '+966', password: 'Demo@1234' }) });
  const j = await r.json();
  return { role, token: j.data.token, id: j.data.id, phone };
};
const only = process.argv[3]?.split(',');
const shots = [
  { name: 'user-login', path: '/userLogin' },
  { name: 'provider-login', path: '/providerLogin' },
  { name: 'profile-complaint', path: '/providerProfile/1', as: ['user', '500000001'], click: /بلاغ|إبلاغ|شكوى|Report|complaint/i },
  { name: 'order-details', path: '/userOrderDetails/3', as: ['user', '500000001'] },
  { name: 'order-steps', path: '/orderSteps/2', as: ['user', '500000001'] },
  { name: 'store-products', path: '/userProducts/6' },
  { name: 'add-product', path: '/addnewProduct', as: ['provider', '500000102'] },
  { name: 'add-service', path: '/addnewService', as: ['provider', '500000101'] },
  { name: 'provider-products', path: '/providerProducts', as: ['provider', '500000102'] },
  { name: 'works', path: '/worksView', as: ['provider', '500000101'] },
];
(async () => {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  for (const s of shots.filter((x) => !only || only.includes(x.name))) {
    const session = s.as ? await login(...s.as) : null;
    for (const lang of ['ar', 'en']) for (const width of [1280, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      page.on('pageerror', (e) => console.log(s.name, lang, 'pageerror:', e.message.slice(0, 200)));
      await page.addInitScript(({ l, x }) => {
        localStorage.setItem('locale', l);
        localStorage.setItem('lang', l);
        if (x) {
          localStorage.setItem('token', x.token);
          localStorage.setItem('visitor', x.role);
          localStorage.setItem('userid', String(x.id));
          localStorage.setItem('phone', x.phone);
          localStorage.setItem('country_code', '+966');
        }
      }, { l: lang, x: session });
      await page.goto(base + s.path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(800);
      if (s.click) {
        const b = page.getByRole('button', { name: s.click }).first();
        if (await b.count()) { await b.click(); await page.waitForTimeout(800); } else console.log(s.name, 'no button');
      }
      const file = `/tmp/shots/${s.name}-${lang}-${width}.png`;
      await page.screenshot({ path: file, fullPage: width === 390 ? false : true });
      const en = lang === 'ar' ? await page.evaluate(() => (document.body.innerText.match(/\b[A-Za-z]{4,}\b/g) || []).slice(0, 8).join(' ')) : '';
      console.log(file, 'dir=', await page.evaluate(() => document.documentElement.dir), en ? `latin words: ${en}` : '');
      await page.close();
    }
  }
  await browser.close();
})();
