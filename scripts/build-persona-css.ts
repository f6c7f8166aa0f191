// npm run palettes:build – writes app/persona-palettes.css from the persona palettes (lib/personas),
// so the palette data stays the one source while the CSS rides in the cached stylesheet instead of
// inline in every document and again in its RSC payload (issue 16). The output is committed;
// lib/personas/index.test.ts fails when it no longer matches the data.
import fs from "node:fs";
import path from "node:path";

import { PERSONA_CSS_FILE, personaCssFile } from "../lib/personas/theme-css";

const target = path.join(import.meta.dirname, "..", PERSONA_CSS_FILE);
fs.writeFileSync(target, personaCssFile());
console.log(`wrote ${PERSONA_CSS_FILE}`);
