import { renderToStaticMarkup } from "react-dom/server";

import { getPersona, type PersonaHandle } from "@/lib/personas";

import { PersonaEmblemSvg } from "./persona-emblem-svg";

/** The standalone SVG file behind a persona's avatarUrl, rendered from the same emblem component. */
export function personaAvatarSvg(handle: PersonaHandle): string {
  const persona = getPersona(handle);
  const markup = renderToStaticMarkup(<PersonaEmblemSvg handle={handle} idPrefix={`avatar-${handle}`} title={persona?.displayName} width={240} height={240} />);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${markup}\n`;
}
