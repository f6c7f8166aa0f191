import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { PERSONAS } from "@/lib/personas";

import { personaAvatarSvg } from "./avatar-svg";

describe("persona avatar files", () => {
  it.each(PERSONAS.map((p) => [p.handle, p.avatarUrl]))("%s's avatarUrl file matches the emblem component (npm run avatars:build)", (handle, url) => {
    const file = fs.readFileSync(path.join("public", url), "utf8");
    expect(file).toBe(personaAvatarSvg(handle as (typeof PERSONAS)[number]["handle"]));
    expect(file).toContain(`<title>${PERSONAS.find((p) => p.handle === handle)?.displayName}</title>`);
  });
});
