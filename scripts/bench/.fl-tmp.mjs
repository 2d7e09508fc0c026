import { measureFirstLoad } from './firstLoad.mjs';
const r = await measureFirstLoad(process.argv[2], process.argv[3] ?? '/');
for (const s of r.scripts) console.log((s.gzipBytes/1024).toFixed(1).padStart(7), s.part.padEnd(10), s.url);
console.log(r.total);
