// npm run avatars:build – writes public/personas/{handle}.svg from the PersonaEmblemSvg component.
import fs from "node:fs";
import path from "node:path";

import { PERSONA_HANDLES } from "../lib/personas";
import { personaAvatarSvg } from "../components/personas/avatar-svg";

for (const handle of PERSONA_HANDLES) {
  const file = path.join("public", "personas", `${handle}.svg`);
  fs.writeFileSync(file, personaAvatarSvg(handle));
  console.log(`wrote ${file}`);
}
