import { describe, expect, it } from "vitest";

import { normalizeName } from "./normalize";

describe("normalizeName", () => {
  it("folds accents, case and punctuation", () => {
    expect(normalizeName("São Paulo")).toBe("sao paulo");
    expect(normalizeName("SAINT-ÉTIENNE")).toBe("saint etienne");
    expect(normalizeName("N’Djamena")).toBe("ndjamena");
    expect(normalizeName("  Köln ")).toBe("koln");
    expect(normalizeName("Łódź")).toBe("lodz");
    expect(normalizeName("Straße")).toBe("strasse");
    expect(normalizeName("Tromsø")).toBe("tromso");
    expect(normalizeName("Zürich (Kreis 3)")).toBe("zurich kreis 3");
  });
});
