import { dataDirTemplate, writeDataDirTemplate } from '../db/data-dir-template.js';

// Part of `npm run build`: the initialised, migrated data dir every new embedded database starts from.
const started = performance.now();
await writeDataDirTemplate();
console.log(
  `embedded database template in ${dataDirTemplate} (${Math.round(performance.now() - started)} ms)`,
);
